/**
 * Runs `then` once the browser has shown the page's first contentful paint: its Paint Timing
 * entry, which is reported once that frame is on screen, not when the main thread has painted it
 * (a drawn page of 200 entries is on screen ~90 ms after its paint task ends). Where Paint Timing
 * is missing, after the next frame.
 *
 * The app's code waits for it (index.html's preloads, main.tsx's boot): a request that has
 * finished before the page is on screen counts as one the first paint needed, for the browser's
 * scheduling and for Lighthouse, which then charges its download to the largest paint (the vote
 * page's LCP went from 1.27 s to 2.62 s across runs when its 200 KB of code won that race).
 * Nothing is fired in a hidden tab, which never paints: callers that must run there time out.
 */
export function whenFirstPaintShown(then: () => void): void {
  const supported =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!supported) {
    requestAnimationFrame(() => setTimeout(then, 0));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
}
