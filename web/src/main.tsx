import './styles.ts';

// index.html's static shell paints before the app's code runs: a phone spends hundreds of
// milliseconds evaluating React and the screen, and the player should see the page meanwhile.
// The app's code is already downloading (index.html preloads it, web/build/shell-prefetch.ts);
// it starts after the next frame, or after 100 ms when the tab is hidden and frames never come.
let started = false;
const boot = () => {
  if (started) return;
  started = true;
  void import('./app/boot.tsx');
};
requestAnimationFrame(() => setTimeout(boot, 0));
setTimeout(boot, 100);
