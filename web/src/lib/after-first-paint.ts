let waiting: Promise<void> | undefined;

/**
 * Resolves once the page has loaded and the browser is idle (2 s at most): for code a screen's
 * first paint does not need (the bell, the nudge listener), so it does not share the network
 * and the main thread with the screen's own code and data.
 */
export function afterFirstPaint(): Promise<void> {
  waiting ??= new Promise((resolve) => {
    const whenIdle = () => {
      if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 2000 });
      else setTimeout(resolve, 50);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
  return waiting;
}
