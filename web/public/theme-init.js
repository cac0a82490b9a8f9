// Runs before the first paint so a reload never flashes the wrong colour scheme.
// An external file because the Content-Security-Policy forbids inline scripts.
// Keep in step with web/src/stores/theme-store.ts (key 'theme', default dark).
(() => {
  let theme = 'dark';
  try {
    if (window.localStorage.getItem('theme') === 'light') theme = 'light';
  } catch {}
  const root = document.documentElement;
  root.setAttribute('data-mantine-color-scheme', theme);
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
})();
