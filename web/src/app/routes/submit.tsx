// What signed-in screens draw beyond the landing's sheet (its comment says why here).
import '../../signed-in-styles.ts';
import { Container, Stack } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router-dom';
import { QueryStates } from '../../components/query-states.tsx';
import { useUser } from '../../features/auth/hooks/use-user.ts';
import { useLiveRoom } from '../../features/realtime/hooks/use-live-room.ts';
import { BackToRoomLink, SessionSummary } from '../../features/sessions/components/session-summary.tsx';
import { SubmissionsCountdown } from '../../features/sessions/components/submissions-countdown.tsx';
import { useSession } from '../../features/sessions/hooks/use-session.ts';
import { SubmissionPanel } from '../../features/submissions/components/submission-panel.tsx';
import { RequireAuth } from '../require-auth.tsx';

export default function SubmitRoute() {
  return (
    <RequireAuth>
      <SubmitScreen />
    </RequireAuth>
  );
}

function SubmitScreen() {
  const { sessionId = '' } = useParams();
  // Polled (unless live), so the screen turns to 'Submissions Closed' when an admin advances.
  const session = useSession(sessionId);
  useLiveRoom(session.data?.roomId);
  const { user } = useUser();
  // A video shared to the app (/share) arrives as ?url=: the form starts with it.
  const [search] = useSearchParams();
  const shared = search.get('url') ?? undefined;

  return (
    <QueryStates
      query={session}
      loading="Loading session..."
      notFound="session"
      failed="This session could not be loaded."
      size="sm"
    >
      {(data) => (
        <Container size="sm" py="xl">
          <title>{`Submit · ${data.theme} · Clip Club`}</title>
          <Stack gap="lg">
            <BackToRoomLink roomId={data.roomId} />
            <SessionSummary session={data}>
              <SubmissionsCountdown session={data} />
            </SessionSummary>
            <SubmissionPanel
              sessionId={data.id}
              roomId={data.roomId}
              status={data.status}
              userId={user?.id}
              shared={shared}
            />
          </Stack>
        </Container>
      )}
    </QueryStates>
  );
}
