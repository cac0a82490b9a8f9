import type { Votable } from '@clipclub/protocol/http/submissions';
import { Box } from '@mantine/core';
import { memo, useCallback } from 'react';
import { RestoredNote } from '../../../components/restored-note.tsx';
import { useDraft } from '../../../lib/use-draft.ts';
import { useClassicVote } from '../hooks/use-cast-vote.ts';
import { choicesUpTo, mostPoints, pointsButton, setPoints, totalPoints } from '../lib/ballot.ts';
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
  const { setValue } = draft;
  const givePoints = useCallback(
    (id: string, points: number) => setValue((d) => ({ ...d, points: setPoints(d.points, id, points) })),
    [setValue],
  );
  const writeComment = useCallback(
    (id: string, text: string) => setValue((d) => ({ ...d, comments: setComment(d.comments ?? {}, id, text) })),
    [setValue],
  );

  const submit = () => {
    if (total !== allocation) return notifyInvalidVotes(`You must distribute exactly ${allocation} points`);
    if (vote.isPending) return;
    vote.mutate({ points: { ...ballot }, comments: draft.value.comments ?? {} });
  };

  return (
    <>
      {draft.restored && <RestoredNote what="ballot" />}
      <BallotCards submissions={submissions}>
        {(s) => {
          const points = ballot[s.id] ?? 0;
          return (
            <ClassicCard
              submission={s}
              points={points}
              cap={cap}
              // Past the cap no choice exists: a card whose cap is within reach keeps the same
              // props however the other cards' points change, and is not drawn again.
              most={mostPoints(points, allocation - total, cap)}
              comment={draft.value.comments?.[s.id] ?? ''}
              onPoints={givePoints}
              onComment={writeComment}
            />
          );
        }}
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

/**
 * One card of the classic ballot: its points (0 to the cap, those over `most` unavailable) and its
 * comment. Drawn again only when its own props change, so a
 * point given draws the card it went to and the count, not every card (bench:web, a room of 200).
 */
const ClassicCard = memo(function ClassicCard({
  submission,
  points,
  cap,
  most,
  comment,
  onPoints,
  onComment,
}: {
  submission: Votable;
  points: number;
  cap: number;
  /** the most points this card can take now: its own plus those left, up to the cap */
  most: number;
  comment: string;
  onPoints: (id: string, points: number) => void;
  onComment: (id: string, text: string) => void;
}) {
  return (
    <SubmissionCard submission={submission}>
      <PointsPicker
        title={submission.title}
        value={points}
        choices={choicesUpTo(cap, most)}
        onChange={(p) => onPoints(submission.id, p)}
      />
      {/* A comment goes with points (docs/rules.md §5); it stays typed if the points go. */}
      {points > 0 && (
        <Box mt="sm">
          <CommentField
            videoTitle={submission.title}
            value={comment}
            onChange={(text) => onComment(submission.id, text)}
          />
        </Box>
      )}
    </SubmissionCard>
  );
});
