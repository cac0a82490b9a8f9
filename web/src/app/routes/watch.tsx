// What signed-in screens draw beyond the landing's sheet (its comment says why here).
import '../../signed-in-styles.ts';
import { useParams } from 'react-router-dom';
import { useUser } from '../../features/auth/hooks/use-user.ts';
import { useLiveSession } from '../../features/realtime/hooks/use-live-room.ts';
import { WatchScreen } from '../../features/watch/components/watch-screen.tsx';
import { RequireAuth } from '../require-auth.tsx';

export default function WatchRoute() {
  return (
    <RequireAuth>
      <LiveWatchScreen />
    </RequireAuth>
  );
}

function LiveWatchScreen() {
  const { id = '' } = useParams();
  const { user } = useUser();
  // The room's live events carry the party's state, reactions and presence.
  useLiveSession(id);
  return <WatchScreen key={id} sessionId={id} userId={user?.id ?? ''} />;
}
