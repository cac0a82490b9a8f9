import { useState } from 'react';
import { ScrollRestoration, useLocation } from 'react-router-dom';

/**
 * React Router's scroll restoration, from the app's first move on. Mounted with the first page,
 * it scrolls to the top as the app takes that page over, and a page drawn ahead of the app
 * (docs/rules.md "HTML ahead of the app") may have been scrolled by then: the player lost their
 * place, and a tap on a link below the fold landed on whatever the jump brought under the finger.
 * The first page keeps the browser's own restoration (a reload comes back where it was); every
 * move after it scrolls as React Router does (to the top, or where a page was left).
 */
export function ScrollRestorationFromFirstMove() {
  const { key } = useLocation();
  const [firstKey] = useState(key);
  const [moved, setMoved] = useState(false);
  // Derived during render (React's pattern for state that follows a prop), so the restoration is
  // mounted in the very render that shows the new page, before its layout effects scroll.
  if (!moved && key !== firstKey) setMoved(true);
  return moved || key !== firstKey ? <ScrollRestoration /> : null;
}
