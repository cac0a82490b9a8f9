import { useLayoutEffect, useState } from 'react';
import { ScrollRestoration, useLocation } from 'react-router-dom';

/** Where React Router keeps each page's scroll position for this tab (its `storageKey`). */
const POSITIONS_KEY = 'clipclub:scroll-positions';

/**
 * React Router's scroll restoration, from the app's first move on. Mounted with the first page,
 * it scrolls to the top as the app takes that page over, and a page drawn ahead of the app
 * (docs/rules.md "HTML ahead of the app") may have been scrolled by then: the player lost their
 * place, and a tap on a link below the fold landed on whatever the jump brought under the finger.
 * The first page keeps the browser's own restoration (a reload comes back where it was); every
 * move after it scrolls as React Router does (to the top, or where a page was left, the first
 * page included: its place is handed over as the restoration starts).
 */
export function ScrollRestorationFromFirstMove() {
  const { key } = useLocation();
  const [firstKey] = useState(key);
  const [firstLeftAt, setFirstLeftAt] = useState<number>();
  // Derived during render (React's pattern for state that follows a prop): the restoration is
  // mounted in the very render that shows the new page, and the first page's scroll is read
  // before that page leaves the screen.
  if (firstLeftAt === undefined && key !== firstKey) setFirstLeftAt(window.scrollY);
  if (firstLeftAt === undefined) return null;
  return (
    <>
      <HandOverFirstPosition pageKey={firstKey} y={firstLeftAt} />
      <ScrollRestoration storageKey={POSITIONS_KEY} />
    </>
  );
}

/**
 * Stores the first page's position where the restoration reads its positions when it starts: a
 * sibling's layout effects run before the next one's, so it is there when they are read.
 */
function HandOverFirstPosition({ pageKey, y }: { pageKey: string; y: number }) {
  useLayoutEffect(() => {
    try {
      const positions = JSON.parse(sessionStorage.getItem(POSITIONS_KEY) ?? '{}') as Record<string, number>;
      sessionStorage.setItem(POSITIONS_KEY, JSON.stringify({ ...positions, [pageKey]: y }));
    } catch {
      // No storage (a private window): going back to the first page starts at its top.
    }
  }, [pageKey, y]);
  return null;
}
