import { startTransition, useEffect, useState } from 'react';

/** How many entries the first drawing holds: more than any phone or desktop shows at once. */
export const FIRST_DRAWN = 24;
const STEP = 48;

/**
 * A long list (a room of 200's results or ballot) drawn a screenful first, the rest in steps
 * after the page is up: each step is a transition, so React renders it in slices and input
 * stays responsive, instead of one long task drawing every entry at once. The server draws the
 * same first screenful, so hydration matches. Short lists come out whole.
 */
export function useProgressiveList<T>(items: readonly T[]): readonly T[] {
  const [shown, setShown] = useState(FIRST_DRAWN);
  const total = items.length;
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown(shown + STEP)), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return shown >= total ? items : items.slice(0, shown);
}
