import { LIMITS } from '@clipclub/protocol/constants';
import { SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useClassicVote } from '../hooks/use-cast-vote.ts';
import { type PointsBallot, pointChoices, setPoints, totalPoints } from '../lib/ballot.ts';
import { notifyInvalidVotes } from '../lib/notify-invalid.ts';
import { BallotBar } from './ballot-bar.tsx';
import { PointsPicker } from './points-picker.tsx';
import { SubmissionCard, type Votable } from './submission-card.tsx';

/** Classic: exactly the allocation, 0-5 per card, one ballot per member (product-spec §5). */
export function ClassicPanel({
  submissions,
  allocation,
  target,
}: {
  submissions: Votable[];
  allocation: number;
  target: { sessionId: string; roomId: string };
}) {
  const [ballot, setBallot] = useState<PointsBallot>({});
  const vote = useClassicVote(target);
  const total = totalPoints(ballot);

  const submit = () => {
    if (total !== allocation) return notifyInvalidVotes(`You must distribute exactly ${allocation} points`);
    vote.mutate({ ...ballot });
  };

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {submissions.map((s) => (
          <SubmissionCard key={s.id} submission={s}>
            <PointsPicker
              title={s.title}
              value={ballot[s.id] ?? 0}
              choices={pointChoices(ballot, s.id, allocation, LIMITS.maxPointsPerSubmission)}
              onChange={(p) => setBallot((b) => setPoints(b, s.id, p))}
            />
          </SubmissionCard>
        ))}
      </SimpleGrid>
      <BallotBar
        summary={`${total} of ${allocation} points`}
        progress={allocation > 0 ? total / allocation : 0}
        button="Submit Votes"
        pending={vote.isPending}
        onSubmit={submit}
      />
    </>
  );
}
