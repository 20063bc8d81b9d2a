// Cards and sections fade in once as they scroll into view (the CSS only hides them on scripted pages).
(() => {
  const targets = document.querySelectorAll('[data-reveal]');
  if (!('IntersectionObserver' in window)) return targets.forEach((el) => el.classList.add('is-visible'));
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      entry.target.classList.add('is-visible');
      observer.unobserve(entry.target);
    }
  }, { rootMargin: '0px 0px -5% 0px' });
  targets.forEach((el) => observer.observe(el));
})();
