import { useParams } from 'react-router-dom';
import { useLiveSession } from '../../features/live/hooks/use-live-room.ts';
import { VoteScreen } from '../../features/voting/components/vote-screen.tsx';
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
  return <VoteScreen key={sessionId} sessionId={sessionId} />;
}
