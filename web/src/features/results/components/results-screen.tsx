import type { SessionResults } from '@clipclub/protocol/http/results';
import type { Session } from '@clipclub/protocol/http/sessions';
import { Anchor, Button, Container, Group } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { LinkPreview } from '../../../components/link-preview.tsx';
import { PollWhileOffline } from '../../../components/poll-while-offline.tsx';
import { QueryStates } from '../../../components/query-states.tsx';
import { queryKeys } from '../../../lib/queries/keys.ts';
import { roomQueries } from '../../../lib/queries/rooms.ts';
import { sessionQueries } from '../../../lib/queries/sessions.ts';
import { markRevealSeen } from '../api/conversation-api.ts';
import { hasResults, useResultsSession, useSessionResults } from '../hooks/use-results.ts';
import { resultsLinkPreview } from '../lib/link-preview-text.ts';
import { revealEntries } from '../lib/reveal-entries.ts';
import { Conversation } from './conversation.tsx';
import { ResultsContent } from './results-content.tsx';
import { ResultsMessage } from './results-message.tsx';
import { RevealShow } from './reveal-show.tsx';

const LOAD_FAILED = 'The results could not be loaded.';

/** `userId`: the signed-in player, for their own comments' Edit and Delete. */
export function ResultsScreen({ sessionId, userId = '' }: { sessionId: string; userId?: string }) {
  const session = useResultsSession(sessionId);
  return (
    <>
      <PollWhileOffline query={sessionQueries.detail(sessionId)} until={hasResults} />
      <QueryStates query={session} loading="Loading results..." notFound="session" failed={LOAD_FAILED}>
        {(data) => (
          <Container size="lg" py="xl">
            <title>{`Results · ${data.theme} · Clip Club`}</title>
            <ResultsLinkPreview session={data} />
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
            <ResultsBody session={data} userId={userId} />
          </Container>
        )}
      </QueryStates>
    </>
  );
}

/** The link's preview tags: the room and the session only (lib/link-preview-text.ts). */
function ResultsLinkPreview({ session }: { session: Session }) {
  const room = useQuery(roomQueries.detail(session.roomId));
  return <LinkPreview {...resultsLinkPreview(session, room.data?.name)} />;
}

function ResultsBody({ session, userId }: { session: Session; userId: string }) {
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
  return (
    <QueryStates
      query={results}
      loading="Loading results..."
      layout="section"
      failed={LOAD_FAILED}
      isEmpty={(data) => data.results.length === 0}
      empty={
        <ResultsMessage title="No results available" roomId={session.roomId}>
          Nobody submitted a video in this session.
        </ResultsMessage>
      }
    >
      {(data) => <ResultsWithReveal session={session} data={data} userId={userId} />}
    </QueryStates>
  );
}

/**
 * The reveal first on a player's first visit (the server remembers it was seen, so a reload does
 * not replay it), then the spec's results; 'Replay the reveal' plays it again at will.
 */
function ResultsWithReveal({ session, data, userId }: { session: Session; data: SessionResults; userId: string }) {
  const client = useQueryClient();
  const [replaying, setReplaying] = useState(false);
  const entries = useMemo(() => revealEntries(data), [data]);
  const done = useCallback(() => {
    setReplaying(false);
    window.scrollTo({ top: 0 });
    if (data.revealSeen) return;
    client.setQueryData<SessionResults>(queryKeys.results(session.id), (old) => old && { ...old, revealSeen: true });
    // Not remembered (offline): the next visit plays it again, nothing worse.
    markRevealSeen(session.id).catch(() => {});
  }, [client, data.revealSeen, session.id]);

  if (!data.revealSeen || replaying) return <RevealShow entries={entries} onDone={done} />;
  return (
    <>
      <Group justify="flex-end" mt="sm">
        <Button variant="subtle" size="compact-sm" onClick={() => setReplaying(true)}>
          Replay the reveal
        </Button>
      </Group>
      <ResultsContent session={session} data={data} />
      <Conversation session={session} data={data} userId={userId} />
    </>
  );
}
