import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AppHeader } from '../components/app-header.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { AccountArea } from '../features/auth/components/account-area.tsx';

export function AppLayout() {
  return (
    <>
      <AppHeader account={<AccountArea />} />
      <main>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <ScrollRestoration />
    </>
  );
}
