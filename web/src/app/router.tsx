import type { RouteObject } from 'react-router-dom';

// For app/boot.tsx, which loads the router with the route table, in a task of its own.
export { createBrowserRouter } from 'react-router-dom';

import { RouteError } from '../components/route-error.tsx';
import { preloadableLazy } from '../lib/preloadable-lazy.tsx';
import { AppLayout } from './app-layout.tsx';
import { pages } from './pages.ts';

import Home from './routes/home.tsx';

// Every screen is its own chunk, so the first load carries only the shell; except '/', the
// landing page, which index.html may already show prerendered (build/server-bundle.ts):
// drawn at once, it hydrates that copy without a loader in between.
const Dashboard = preloadableLazy('screen:dashboard', () => import('./routes/dashboard.tsx'));
const RoomScreen = preloadableLazy('screen:room', () => import('./routes/room.tsx'));
const VoteScreen = preloadableLazy('screen:vote', () => import('./routes/vote.tsx'));
const ResultsScreen = preloadableLazy('screen:results', () => import('./routes/results.tsx'));
const SubmitScreen = preloadableLazy('screen:submit', () => import('./routes/submit.tsx'));
const WatchScreen = preloadableLazy('screen:watch', () => import('./routes/watch.tsx'));
const JoinScreen = preloadableLazy('screen:join', () => import('./routes/join.tsx'));
const ProfileScreen = preloadableLazy('screen:profile', () => import('./routes/profile.tsx'));
const SettingsScreen = preloadableLazy('screen:settings', () => import('./routes/settings.tsx'));
const ShareScreen = preloadableLazy('screen:share', () => import('./routes/share.tsx'));
const SeasonRecap = preloadableLazy('screen:season-recap', () => import('./routes/season-recap.tsx'));
const NotFound = preloadableLazy('screen:not-found', () => import('./routes/not-found.tsx'));

// docs/rules.md §10 route table, its paths (and each page's data) from app/pages.ts. The browser (app/boot.tsx) and the server (app/server-render.tsx)
// both render it, through the same RouterProvider.
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: pages.home.path, element: <Home /> },
          { path: pages.dashboard.path, element: <Dashboard /> },
          { path: pages.room.path, element: <RoomScreen /> },
          { path: pages['season-recap'].path, element: <SeasonRecap /> },
          { path: pages.vote.path, element: <VoteScreen /> },
          { path: pages.results.path, element: <ResultsScreen /> },
          { path: pages.submit.path, element: <SubmitScreen /> },
          { path: pages.watch.path, element: <WatchScreen /> },
          { path: pages.join.path, element: <JoinScreen /> },
          { path: pages.profile.path, element: <ProfileScreen /> },
          { path: pages.settings.path, element: <SettingsScreen /> },
          { path: pages.share.path, element: <ShareScreen /> },
          { path: pages['not-found'].path, element: <NotFound /> },
        ],
      },
    ],
  },
];
