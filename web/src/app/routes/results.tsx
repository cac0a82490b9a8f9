// What signed-in screens draw beyond the landing's sheet (its comment says why here).
import '../../signed-in-styles.ts';
import { useParams } from 'react-router-dom';
import { useUser } from '../../features/auth/hooks/use-user.ts';
import { useLiveSession } from '../../features/realtime/hooks/use-live-room.ts';
import { ResultsScreen } from '../../features/results/components/results-screen.tsx';
import { RequireAuth } from '../require-auth.tsx';

export default function ResultsRoute() {
  return (
    <RequireAuth>
      <LiveResultsScreen />
    </RequireAuth>
  );
}

function LiveResultsScreen() {
  const { sessionId = '' } = useParams();
  const { user } = useUser();
  // Live events for the session's room, so a results page opened early turns into the results.
  useLiveSession(sessionId);
  return <ResultsScreen key={sessionId} sessionId={sessionId} userId={user?.id ?? ''} />;
}
