import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while React draws over HTML rendered before the app ran (the prerendered landing, a
 * server-rendered page) and must draw what that HTML has; true once the app owns the page. What
 * only the browser knows (the stored theme) is used after, so the two first drawings agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
