import './styles.ts';
import { whenFirstPaintShown } from './lib/first-paint-shown.ts';

// index.html's static shell paints before the app's code runs: a phone spends hundreds of
// milliseconds evaluating React and the screen, and the player should see the page meanwhile.
// The app's code is already downloading (index.html preloads it, web/build/shell-prefetch.ts);
// it starts once the first paint is on screen (lib/first-paint-shown.ts), or after 100 ms when
// the tab is hidden and never paints, or after 1 s whatever happened.
let started = false;
const boot = () => {
  if (started) return;
  started = true;
  void import('./app/boot.tsx');
};
whenFirstPaintShown(boot);
setTimeout(() => document.visibilityState === 'hidden' && boot(), 100);
setTimeout(boot, 1000);
