import type { Session } from '@clipclub/protocol/http/sessions';
import type { SubmissionEntry, Votable } from '@clipclub/protocol/http/submissions';
import type { VoteAllocation, VoteRecord } from '@clipclub/protocol/http/votes';
import { Container } from '@mantine/core';
import { useEffect, useState } from 'react';
import { IconUsers } from '../../../components/icons.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { PollWhileOffline } from '../../../components/poll-while-offline.tsx';
import { allQueries, QueryStates } from '../../../components/query-states.tsx';
import { sessionQueries } from '../../../lib/queries/sessions.ts';
import { discardDraft, useMissedClose } from '../../../lib/use-draft.ts';
import { useBallotData, useVoteSession } from '../hooks/use-vote-data.ts';
import { ballotSlot } from '../lib/ballot-draft.ts';
import { ModeBallot } from './mode-ballot.tsx';
import { MyBallot } from './my-ballot.tsx';
import { VoteHeader } from './vote-header.tsx';
import { VoteStateCard } from './vote-state-card.tsx';
import { VotingClosed } from './voting-closed.tsx';

/** Others' entries, the only ones a ballot may name (own submissions are never offered). */
function votable(entries: readonly SubmissionEntry[]): Votable[] {
  return entries.flatMap((e) => (e.isMine || e.visibility === 'submitterOnly' ? [] : [e]));
}

/** `userId` names the player's ballot draft (kept in the browser until sent). */
export function VoteScreen({ sessionId, userId }: { sessionId: string; userId?: string | undefined }) {
  const session = useVoteSession(sessionId);
  return (
    <>
      <PollWhileOffline query={sessionQueries.detail(sessionId)} />
      <QueryStates query={session} loading="Loading session..." notFound="session" failed={LOAD_FAILED}>
        {(data) => (
          <Container size="lg" py="xl">
            <title>{`Vote · ${data.theme} · Clip Club`}</title>
            <VoteBody session={data} userId={userId} />
          </Container>
        )}
      </QueryStates>
    </>
  );
}

const LOAD_FAILED = 'This session could not be loaded.';

type BallotData = { submissions: SubmissionEntry[]; allocation: VoteAllocation; myVotes: VoteRecord[] };

function VoteBody({ session, userId }: { session: Session; userId: string | undefined }) {
  const voting = session.status === 'voting';
  const ballot = useBallotData(session.id, voting);
  const target = { sessionId: session.id, roomId: session.roomId, userId };
  const missedClose = useMissedClose(ballotSlot(target), !voting);
  // 'Change my vote' opens the ballot again, pre-filled (an unsent draft comes back in it).
  const [changing, setChanging] = useState(false);
  // One ballot per member in classic and appreciation: once it is in, a leftover draft is moot.
  const oneBallotCast =
    (ballot.allocation.data?.votingMode === 'classic' ||
      ballot.allocation.data?.votingMode === 'appreciation_station') &&
    (ballot.myVotes.data?.length ?? 0) > 0;
  useEffect(() => {
    if (oneBallotCast && userId) discardDraft({ userId, sessionId: session.id, kind: 'ballot' });
  }, [oneBallotCast, userId, session.id]);

  if (!voting) return <VotingClosed session={session} userId={userId} missedClose={missedClose} />;

  // The ballot once the entries, the allocation and the player's votes are all in.
  const show = ({ submissions, allocation, myVotes }: BallotData) => {
    const others = votable(submissions);
    const mode = allocation.votingMode;
    const header = <VoteHeader session={session} submissionCount={submissions.length} />;

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

    // After voting the player reads their ballot; ranked and grudge take a new one, pre-filled.
    const oneBallot = mode === 'classic' || mode === 'appreciation_station';
    if (myVotes.length > 0 && !changing) {
      return (
        <>
          {header}
          <MyBallot
            mode={mode}
            records={myVotes}
            others={others}
            roomId={session.roomId}
            onChange={oneBallot ? undefined : () => setChanging(true)}
          />
        </>
      );
    }

    return (
      <>
        {header}
        <ModeBallot
          allocation={allocation}
          others={others}
          myVotes={myVotes}
          hasOwn={submissions.some((s) => s.isMine)}
          target={target}
        />
      </>
    );
  };

  return (
    <QueryStates
      query={allQueries(ballot)}
      loading={
        <>
          <VoteHeader session={session} />
          <PageLoader label="Loading submissions..." />
        </>
      }
      layout="section"
      failed={LOAD_FAILED}
    >
      {show}
    </QueryStates>
  );
}
