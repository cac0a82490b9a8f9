import { lazy, Suspense } from 'react';
import { useUser } from '../../auth/hooks/use-user.ts';

// Loaded only for a signed-in player, like the user menu, so visitors' first load stays small.
const NotificationBell = lazy(() => import('./notification-bell.tsx').then((m) => ({ default: m.NotificationBell })));

export function NotificationArea() {
  const { user } = useUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  );
}
