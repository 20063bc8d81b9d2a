// The menu is a native popover (it opens, closes and answers Escape without script); this keeps the button's
// aria-expanded in step and closes the menu once a link is chosen.
(() => {
  const menu = document.getElementById('mobile-menu');
  const button = document.querySelector('.menu-button');
  if (!menu || !button || !menu.showPopover) return;
  menu.addEventListener('toggle', (event) => button.setAttribute('aria-expanded', String(event.newState === 'open')));
  menu.addEventListener('click', (event) => { if (event.target.closest('a')) menu.hidePopover(); });
})();
