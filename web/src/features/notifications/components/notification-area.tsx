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

export function NotificationArea() {
  const { user } = useUser();
  // Never in HTML drawn ahead of the app (the server has no "after first paint" to wait for).
  const hydrated = useHydrated();
  if (!user || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  );
}
