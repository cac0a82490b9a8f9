import { createContext, useContext, useEffect, useState } from 'react';
import { useHydrated } from './use-hydrated.tsx';

/**
 * When the page's HTML was drawn on the server (app/page-state.ts carries it to the browser).
 * While the app hydrates that HTML, "now" is that moment on both sides, so a countdown
 * ("Voting ends in 2 days") comes out the same and hydration matches; the real clock follows.
 */
export const PageDrawnAt = createContext<number | undefined>(undefined);

/** The clock, re-read every `intervalMs` so text like "closing soon" appears without a reload. */
export function useNow(intervalMs = 60_000): number {
  const drawnAt = useContext(PageDrawnAt);
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => (!hydrated && drawnAt !== undefined ? drawnAt : Date.now()));
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
