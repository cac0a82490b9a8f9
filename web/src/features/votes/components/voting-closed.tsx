import type { Session } from '@clipclub/protocol/http/sessions';
import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { IconTrophy } from '../../../components/icons.tsx';
import { VoteHeader } from './vote-header.tsx';
import { VoteStateCard } from './vote-state-card.tsx';

// Said instead of a silent flip when voting closed on a ballot the player had not sent.
export const MISSED_CLOSE = {
  title: "Voting closed — your ballot wasn't submitted",
  text: 'Voting ended before you sent your ballot, so it does not count this round.',
  changedTitle: "Voting closed — your changes weren't submitted",
  changedText: 'Voting ended before you sent your changes. The ballot you sent earlier still counts.',
} as const;

/** The vote screen outside voting: not open yet, or over (and whether an unsent ballot was lost). */
export function VotingClosed({
  session,
  userId,
  missedClose,
}: {
  session: Session;
  userId: string | undefined;
  missedClose: boolean;
}) {
  const hadVoted = userId !== undefined && session.voters.some((v) => v.userId === userId);
  let title: string = 'Voting Closed';
  let text: string =
    session.status === 'results'
      ? 'Voting for this session has ended. The results are in!'
      : 'Voting has not opened for this session yet.';
  if (missedClose) {
    title = hadVoted ? MISSED_CLOSE.changedTitle : MISSED_CLOSE.title;
    text = hadVoted ? MISSED_CLOSE.changedText : MISSED_CLOSE.text;
  }
  return (
    <>
      <VoteHeader session={session} />
      <VoteStateCard
        title={title}
        icon={<IconTrophy size={26} />}
        roomId={session.roomId}
        alert={missedClose}
        extra={
          session.status === 'results' && (
            <Button component={Link} to={`/results/${session.id}`}>
              View Results
            </Button>
          )
        }
      >
        {text}
      </VoteStateCard>
    </>
  );
}
