import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AppHeader } from '../components/app-header.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { AccountArea } from '../features/auth/components/account-area.tsx';
import { LiveIndicator } from '../features/live/components/live-indicator.tsx';

export function AppLayout() {
  return (
    <>
      <AppHeader
        account={
          <>
            <LiveIndicator />
            <AccountArea />
          </>
        }
      />
      <main>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <ScrollRestoration />
    </>
  );
}
