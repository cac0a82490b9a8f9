import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { AppHeader } from '../components/app-header.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { AccountArea } from '../features/auth/components/account-area.tsx';
import { useUser } from '../features/auth/hooks/use-user.ts';
import { NotificationArea } from '../features/notifications/components/notification-area.tsx';
import { OfflineBanner } from '../features/phone/components/offline-banner.tsx';
import { UpdatePrompt } from '../features/phone/components/update-prompt.tsx';
import { LiveIndicator } from '../features/realtime/components/live-indicator.tsx';
import { afterFirstPaint } from '../lib/after-first-paint.ts';
import { useHydrated, useMarkHydrated } from '../lib/use-hydrated.tsx';
import { BEFORE_APP_ATTRIBUTE } from './page-start.ts';
import { ScrollRestorationFromFirstMove } from './scroll-restoration.tsx';

// Loaded only for a signed-in player, like the bell: visitors' first load stays small; and
// after the screen's first paint, since it brings the socket with it.
const NudgeListener = lazy(() =>
  afterFirstPaint()
    .then(() => import('../features/nudges/components/nudge-listener.tsx'))
    .then((m) => ({ default: m.NudgeListener })),
);

/** A nudge from an admin becomes a toast on whatever screen the player is on. */
function SignedInListeners() {
  const { user } = useUser();
  // Never in HTML drawn ahead of the app: it waits for the browser's first paint.
  const hydrated = useHydrated();
  if (!user || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <NudgeListener />
    </Suspense>
  );
}

// The service worker's side in the page (features/phone): after the first paint, for everyone
// (the app is installable before sign-in too). Production builds only: the worker exists there.
const ServiceWorkerLink = lazy(() =>
  afterFirstPaint()
    .then(() => import('../features/phone/components/service-worker-link.tsx'))
    .then((m) => ({ default: m.ServiceWorkerLink })),
);

function InstalledApp() {
  const { user } = useUser();
  const hydrated = useHydrated();
  if (!import.meta.env.PROD || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ServiceWorkerLink playerId={user?.id ?? null} />
    </Suspense>
  );
}

/**
 * HTML rendered ahead of the app comes with its buttons waiting (app/page-start.ts
 * BEFORE_APP_ATTRIBUTE), its links already working; the app lifts that once it has the page. Inside the
 * screen's Suspense boundary: React hydrates a boundary's content after the rest of the page, and
 * only then is the screen the app's.
 */
function TakeOverPage() {
  const markHydrated = useMarkHydrated();
  useEffect(() => {
    document.getElementById('root')?.removeAttribute(BEFORE_APP_ATTRIBUTE);
    markHydrated();
  }, [markHydrated]);
  return null;
}

export function AppLayout() {
  return (
    <>
      <AppHeader
        status={<LiveIndicator />}
        account={
          <>
            <NotificationArea />
            <AccountArea />
          </>
        }
      />
      <OfflineBanner />
      <main>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          <TakeOverPage />
        </Suspense>
      </main>
      <SignedInListeners />
      <InstalledApp />
      <UpdatePrompt />
      <ScrollRestorationFromFirstMove />
    </>
  );
}
