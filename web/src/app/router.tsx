import { lazy, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { RouteError } from '../components/route-error.tsx';
import { AppLayout } from './app-layout.tsx';

import Home from './routes/home.tsx';

// Every screen is its own chunk, so the first load carries only the shell; except '/', the
// landing page, which index.html may already show prerendered (build/prerender-landing.ts):
// drawn at once, it replaces that copy without a loader in between.
const Dashboard = lazy(() => import('./routes/dashboard.tsx'));
const RoomScreen = lazy(() => import('./routes/room.tsx'));
const VoteScreen = lazy(() => import('./routes/vote.tsx'));
const ResultsScreen = lazy(() => import('./routes/results.tsx'));
const SubmitScreen = lazy(() => import('./routes/submit.tsx'));
const WatchScreen = lazy(() => import('./routes/watch.tsx'));
const JoinScreen = lazy(() => import('./routes/join.tsx'));
const ProfileScreen = lazy(() => import('./routes/profile.tsx'));
const SettingsScreen = lazy(() => import('./routes/settings.tsx'));
const NotFound = lazy(() => import('./routes/not-found.tsx'));

// docs/rules.md §10 route table.
export const routes = [
  {
    element: <AppLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: '/', element: <Home /> },
          { path: '/dashboard', element: <Dashboard /> },
          { path: '/room/:id', element: <RoomScreen /> },
          { path: '/vote/:sessionId', element: <VoteScreen /> },
          { path: '/results/:sessionId', element: <ResultsScreen /> },
          { path: '/submit/:sessionId', element: <SubmitScreen /> },
          { path: '/session/:id/watch', element: <WatchScreen /> },
          { path: '/join/:inviteCode', element: <JoinScreen /> },
          { path: '/profile', element: <ProfileScreen /> },
          { path: '/settings', element: <SettingsScreen /> },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
