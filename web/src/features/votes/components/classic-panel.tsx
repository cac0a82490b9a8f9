import type { Votable } from '@clipclub/protocol/http/submissions';
import { Box } from '@mantine/core';
import { RestoredNote } from '../../../components/restored-note.tsx';
import { useDraft } from '../../../lib/use-draft.ts';
import { useClassicVote } from '../hooks/use-cast-vote.ts';
import { pointChoices, pointsButton, setPoints, totalPoints } from '../lib/ballot.ts';
import { type BallotTarget, ballotSlot, type PointsDraft, restorePointsDraft } from '../lib/ballot-draft.ts';
import { setComment } from '../lib/comments.ts';
import { notifyInvalidVotes } from '../lib/notify-invalid.ts';
import { BallotBar } from './ballot-bar.tsx';
import { BallotCards } from './ballot-cards.tsx';
import { CommentField } from './comment-field.tsx';
import { PointsPicker } from './points-picker.tsx';
import { SubmissionCard } from './submission-card.tsx';

/** Classic: exactly the allocation, 0-5 per card, one ballot per member (docs/rules.md §5). */
export function ClassicPanel({
  submissions,
  allocation,
  cap,
  target,
}: {
  submissions: Votable[];
  allocation: number;
  /** Most points one card may get (docs/rules.md §5), from the vote-allocation answer. */
  cap: number;
  target: BallotTarget;
}) {
  // Kept in the browser until sent, so a reload or a closed tab loses nothing.
  const draft = useDraft<PointsDraft>(
    ballotSlot(target),
    () => ({ points: {} }),
    (saved) =>
      restorePointsDraft(
        saved,
        submissions.map((s) => s.id),
        cap,
      ),
  );
  const ballot = draft.value.points;
  const vote = useClassicVote(target);
  const total = totalPoints(ballot);
  const button = pointsButton(total, allocation, 'Submit Votes');

  const submit = () => {
    if (total !== allocation) return notifyInvalidVotes(`You must distribute exactly ${allocation} points`);
    if (vote.isPending) return;
    vote.mutate({ points: { ...ballot }, comments: draft.value.comments ?? {} });
  };

  return (
    <>
      {draft.restored && <RestoredNote what="ballot" />}
      <BallotCards submissions={submissions}>
        {(s) => (
          <SubmissionCard submission={s}>
            <PointsPicker
              title={s.title}
              value={ballot[s.id] ?? 0}
              choices={pointChoices(ballot, s.id, allocation, cap)}
              onChange={(p) => draft.setValue((d) => ({ ...d, points: setPoints(d.points, s.id, p) }))}
            />
            {/* A comment goes with points (docs/rules.md §5); it stays typed if the points go. */}
            {(ballot[s.id] ?? 0) > 0 && (
              <Box mt="sm">
                <CommentField
                  videoTitle={s.title}
                  value={draft.value.comments?.[s.id] ?? ''}
                  onChange={(text) =>
                    draft.setValue((d) => ({ ...d, comments: setComment(d.comments ?? {}, s.id, text) }))
                  }
                />
              </Box>
            )}
          </SubmissionCard>
        )}
      </BallotCards>
      <BallotBar
        summary={`${total} of ${allocation} points`}
        progress={allocation > 0 ? total / allocation : 0}
        button={button.label}
        disabled={button.disabled}
        pending={vote.isPending}
        onSubmit={submit}
      />
    </>
  );
}
