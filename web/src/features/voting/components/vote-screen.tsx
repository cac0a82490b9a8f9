import type { Session } from '@clipclub/protocol/http/sessions';
import type { SubmissionEntry } from '@clipclub/protocol/http/submissions';
import { Button, Card, Container, Text, Title } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { IconHeart, IconTrophy, IconUsers } from '../../../components/icons.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { LoadFailed, QueryStates } from '../../../components/query-states.tsx';
import { discardDraft, useMissedClose } from '../../../lib/use-draft.ts';
import { useBallotData, useVoteSession } from '../hooks/use-vote-data.ts';
import { ballotSlot } from '../lib/ballot-draft.ts';
import { AppreciationPanel } from './appreciation-panel.tsx';
import { ClassicPanel } from './classic-panel.tsx';
import { GrudgePanel } from './grudge-panel.tsx';
import type { Votable } from './submission-card.tsx';
import { VoteHeader } from './vote-header.tsx';
import { MODE_TITLES, modeInstructions } from './vote-labels.ts';
import { VoteStateCard } from './vote-state-card.tsx';

/** Others' entries, the only ones a ballot may name (own submissions are never offered). */
function votable(entries: readonly SubmissionEntry[]): Votable[] {
  return entries.flatMap((e) => (e.isMine || e.visibility === 'submitterOnly' ? [] : [e]));
}

/** `userId` names the player's ballot draft (kept in the browser until sent). */
// Drag and drop (@hello-pangea/dnd, ~25 KB gzip) loads only for a ranked-choice ballot.
const RankedPanel = lazy(() => import('./ranked-panel.tsx').then((m) => ({ default: m.RankedPanel })));

export function VoteScreen({ sessionId, userId }: { sessionId: string; userId?: string | undefined }) {
  const session = useVoteSession(sessionId);
  return (
    <QueryStates query={session} loading="Loading session..." notFound="session" failed={LOAD_FAILED}>
      {(data) => (
        <Container size="lg" py="xl">
          <title>{`Vote · ${data.theme} · Clip Club`}</title>
          <VoteBody session={data} userId={userId} />
        </Container>
      )}
    </QueryStates>
  );
}

const LOAD_FAILED = 'This session could not be loaded.';

// Said instead of a silent flip when voting closed on a ballot the player had not sent (issue 10).
export const MISSED_CLOSE = {
  title: "Voting closed — your ballot wasn't submitted",
  text: 'Voting ended before you sent your ballot, so it does not count this round.',
  changedTitle: "Voting closed — your changes weren't submitted",
  changedText: 'Voting ended before you sent your changes. The ballot you sent earlier still counts.',
} as const;

function VoteBody({ session, userId }: { session: Session; userId: string | undefined }) {
  const voting = session.status === 'voting';
  const { submissions, allocation, myVotes } = useBallotData(session.id, voting);
  const target = { sessionId: session.id, roomId: session.roomId, userId };
  const missedClose = useMissedClose(ballotSlot(target), !voting);
  // One ballot per member in classic and appreciation: once it is in, a leftover draft is moot.
  const oneBallotCast =
    (allocation.data?.votingMode === 'classic' || allocation.data?.votingMode === 'appreciation_station') &&
    (myVotes.data?.length ?? 0) > 0;
  useEffect(() => {
    if (oneBallotCast && userId) discardDraft({ userId, sessionId: session.id, kind: 'ballot' });
  }, [oneBallotCast, userId, session.id]);

  if (!voting) {
    const hadVoted = userId !== undefined && session.voters.some((v) => v.userId === userId);
    if (missedClose) {
      return (
        <>
          <VoteHeader session={session} />
          <VoteStateCard
            title={hadVoted ? MISSED_CLOSE.changedTitle : MISSED_CLOSE.title}
            icon={<IconTrophy size={26} />}
            roomId={session.roomId}
            alert
            extra={
              session.status === 'results' && (
                <Button component={Link} to={`/results/${session.id}`}>
                  View Results
                </Button>
              )
            }
          >
            {hadVoted ? MISSED_CLOSE.changedText : MISSED_CLOSE.text}
          </VoteStateCard>
        </>
      );
    }
    return (
      <>
        <VoteHeader session={session} />
        <VoteStateCard
          title="Voting Closed"
          icon={<IconTrophy size={26} />}
          roomId={session.roomId}
          extra={
            session.status === 'results' && (
              <Button component={Link} to={`/results/${session.id}`}>
                View Results
              </Button>
            )
          }
        >
          {session.status === 'results'
            ? 'Voting for this session has ended. The results are in!'
            : 'Voting has not opened for this session yet.'}
        </VoteStateCard>
      </>
    );
  }

  if (submissions.isPending || allocation.isPending || myVotes.isPending) {
    return (
      <>
        <VoteHeader session={session} />
        <PageLoader label="Loading submissions..." />
      </>
    );
  }
  if (submissions.isError || allocation.isError || myVotes.isError) return <LoadFailed text={LOAD_FAILED} mt="lg" />;

  const others = votable(submissions.data);
  const { votingMode: mode, voteAllocation, perSubmissionCap } = allocation.data;
  const header = <VoteHeader session={session} submissionCount={submissions.data.length} />;

  if (others.length === 0) {
    return (
      <>
        {header}
        <VoteStateCard title="No Submissions Yet" icon={<IconUsers size={26} />} roomId={session.roomId}>
          There is nothing for you to vote on in this session: nobody else submitted a video.
        </VoteStateCard>
      </>
    );
  }

  // Classic and appreciation take one ballot; ranked and grudge pre-fill it for editing (§4).
  if ((mode === 'classic' || mode === 'appreciation_station') && myVotes.data.length > 0) {
    return (
      <>
        {header}
        <VoteStateCard title="Already Voted" icon={<IconHeart size={26} />} roomId={session.roomId}>
          You have already voted in this session. The results appear when voting ends.
        </VoteStateCard>
      </>
    );
  }

  let panel: ReactNode;
  switch (mode) {
    case 'classic':
      panel = (
        <ClassicPanel
          submissions={others}
          allocation={voteAllocation ?? 0}
          cap={perSubmissionCap ?? 0}
          target={target}
        />
      );
      break;
    case 'ranked_choice':
      panel = (
        <Suspense fallback={<PageLoader label="Loading ballot..." />}>
          <RankedPanel submissions={others} capacity={voteAllocation ?? 0} myVotes={myVotes.data} target={target} />
        </Suspense>
      );
      break;
    case 'grudge_match':
      panel = (
        <GrudgePanel
          submissions={others}
          allocation={voteAllocation ?? 0}
          cap={perSubmissionCap ?? 0}
          myVotes={myVotes.data}
          target={target}
        />
      );
      break;
    case 'appreciation_station':
      panel = <AppreciationPanel submissions={others} target={target} />;
      break;
  }

  const hasOwn = submissions.data.some((s) => s.isMine);
  return (
    <>
      {header}
      <Card withBorder radius="lg" padding="lg" mt="lg" mb="lg" bg="var(--mantine-color-violet-light)">
        <Title order={2} fz="lg">
          {MODE_TITLES[mode]}
        </Title>
        <Text size="sm" mt={4}>
          {modeInstructions(mode, voteAllocation, perSubmissionCap)}
        </Text>
        {hasOwn && (
          <Text size="xs" c="dimmed" mt={6}>
            Your own submission is not listed: you cannot vote for it.
          </Text>
        )}
      </Card>
      {panel}
    </>
  );
}
