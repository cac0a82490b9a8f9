// What signed-in screens draw beyond the landing's sheet (its comment says why here).
import '../../signed-in-styles.ts';
import { useParams } from 'react-router-dom';
import { useUser } from '../../features/auth/hooks/use-user.ts';
import { useLiveSession } from '../../features/realtime/hooks/use-live-room.ts';
import { VoteScreen } from '../../features/votes/components/vote-screen.tsx';
import { RequireAuth } from '../require-auth.tsx';

export default function VoteRoute() {
  return (
    <RequireAuth>
      <LiveVoteScreen />
    </RequireAuth>
  );
}

function LiveVoteScreen() {
  const { sessionId = '' } = useParams();
  // Live events for the session's room; while they are off the screen polls instead.
  useLiveSession(sessionId);
  const { user } = useUser();
  return <VoteScreen key={sessionId} sessionId={sessionId} userId={user?.id} />;
}
