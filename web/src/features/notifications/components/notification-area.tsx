import { ActionIcon } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { afterFirstPaint } from '../../../lib/after-first-paint.ts';
import { useHydrated } from '../../../lib/use-hydrated.tsx';
import { useUser } from '../../auth/hooks/use-user.ts';

// Loaded only for a signed-in player, like the user menu, so visitors' first load stays small;
// and after the screen's first paint, since it brings the socket with it.
const NotificationBell = lazy(() =>
  afterFirstPaint()
    .then(() => import('./notification-bell.tsx'))
    .then((m) => ({ default: m.NotificationBell })),
);

/**
 * The bell's box, held empty until the bell is in: the header's toggle sits left of it, and a
 * bell arriving ~0.3 s after the page was drawn moved the toggle 46 px under a pointer on its way.
 * The same ActionIcon size as the bell's, so the two boxes agree.
 */
const bellBox = <ActionIcon component="span" size="lg" variant="transparent" aria-hidden="true" tabIndex={-1} />;

export function NotificationArea() {
  const { user } = useUser();
  // The bell itself is never in HTML drawn ahead of the app (the server has no "after first
  // paint" to wait for): its box is.
  const hydrated = useHydrated();
  if (!user) return null;
  if (!hydrated) return bellBox;
  return (
    <Suspense fallback={bellBox}>
      <NotificationBell />
    </Suspense>
  );
}
