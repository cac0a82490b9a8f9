import type { Session } from '@clipclub/protocol/http/sessions';
import { Anchor, Button, Container, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader.tsx';
import { LoadFailed, QueryStates } from '../../../components/query-states.tsx';
import { useResultsSession, useSessionResults } from '../hooks/use-results.ts';
import { ResultsContent } from './results-content.tsx';
import { ResultsMessage } from './results-message.tsx';

const LOAD_FAILED = 'The results could not be loaded.';

export function ResultsScreen({ sessionId }: { sessionId: string }) {
  const session = useResultsSession(sessionId);
  return (
    <QueryStates query={session} loading="Loading results..." notFound="session" failed={LOAD_FAILED}>
      {(data) => (
        <Container size="lg" py="xl">
          <title>{`Results · ${data.theme} · Clip Club`}</title>
          <Group justify="space-between" gap="sm">
            <Anchor component={Link} to={`/room/${data.roomId}`} size="sm" fw={600}>
              <span aria-hidden="true">←</span> Back to Room
            </Anchor>
            {data.status === 'results' && (
              <Anchor component={Link} to={`/session/${data.id}/watch`} size="sm" fw={600}>
                Watch Together: the reveal
              </Anchor>
            )}
          </Group>
          <ResultsBody session={data} />
        </Container>
      )}
    </QueryStates>
  );
}

function ResultsBody({ session }: { session: Session }) {
  const ready = session.status === 'results';
  const results = useSessionResults(session.id, ready);

  if (!ready) {
    return (
      <ResultsMessage
        title="Results Not Ready Yet"
        roomId={session.roomId}
        action={
          session.status === 'voting' && (
            <Button component={Link} to={`/vote/${session.id}`}>
              Cast Your Vote
            </Button>
          )
        }
      >
        {session.status === 'voting'
          ? 'Voting is still open. The results appear here as soon as it ends.'
          : 'This session has not reached voting yet.'}
      </ResultsMessage>
    );
  }
  if (results.isPending) return <PageLoader label="Loading results..." />;
  if (results.isError) return <LoadFailed text={LOAD_FAILED} mt="lg" />;
  if (results.data.results.length === 0) {
    return (
      <ResultsMessage title="No results available" roomId={session.roomId}>
        Nobody submitted a video in this session.
      </ResultsMessage>
    );
  }
  return <ResultsContent session={session} data={results.data} />;
}
