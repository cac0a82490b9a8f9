import { useUser } from '../../features/auth/hooks/use-user.ts';
// Not lazy: the landing is what a visitor's first paint shows (router.tsx).
import { LandingPage } from '../../features/landing/components/landing-page.tsx';
import { preloadableLazy } from '../../lib/preloadable-lazy.tsx';

const MyRoomsPage = preloadableLazy('my-rooms', () =>
  import('../../features/rooms/components/my-rooms-page.tsx').then((m) => ({ default: m.MyRoomsPage })),
);

/** '/': the landing page while signed out or still loading, My Rooms once signed in. */
export default function HomeRoute() {
  const { isLoading, isSignedIn } = useUser();
  return !isLoading && isSignedIn ? <MyRoomsPage /> : <LandingPage />;
}
