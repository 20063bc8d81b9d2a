// Static hosts answer every unknown URL with the one 404 page, /blog/no-such-post included; there it says
// what a reader of the blog expects. (dist/blog/404.html says it without script, for hosts that serve the
// nearest 404 page.)
if (location.pathname.startsWith('/blog/')) {
  document.querySelector('h1').textContent = 'Post not found!';
  document.querySelector('.page-hero .lead').textContent = 'We could not find that article. It may have moved or never existed.';
  const primary = document.querySelector('.actions .button');
  primary.href = '/blog';
  primary.textContent = 'Back to the blog';
}
