import type { Votable } from '@clipclub/protocol/http/submissions';
import type { VoteRecord } from '@clipclub/protocol/http/votes';
import { Stack } from '@mantine/core';
import { RestoredNote } from '../../../components/restored-note.tsx';
import { useDraft } from '../../../lib/use-draft.ts';
import { useGrudgeVote } from '../hooks/use-cast-vote.ts';
import { useTokenStatus } from '../hooks/use-vote-data.ts';
import {
  downvoteFromVotes,
  pointChoices,
  pointsButton,
  pointsFromVotes,
  setPoints,
  totalPoints,
} from '../lib/ballot.ts';
import { type BallotTarget, ballotSlot, type PointsDraft, restorePointsDraft } from '../lib/ballot-draft.ts';
import { commentsFromVotes, downvoteCommentFromVotes, setComment } from '../lib/comments.ts';
import { notifyInvalidVotes } from '../lib/notify-invalid.ts';
import { BallotBar } from './ballot-bar.tsx';
import { BallotCards } from './ballot-cards.tsx';
import { CommentField } from './comment-field.tsx';
import { DownvoteAlert } from './downvote-alert.tsx';
import { DownvoteButton } from './downvote-button.tsx';
import { PointsPicker } from './points-picker.tsx';
import { SubmissionCard } from './submission-card.tsx';

/**
 * Grudge match: exactly the allocation at 1-5 per card (0 leaves a card out), plus at most one
 * downvote paid with a token. Re-voting replaces the points; a downvote once cast is final.
 */
export function GrudgePanel({
  submissions,
  allocation,
  cap,
  myVotes,
  target,
}: {
  submissions: Votable[];
  allocation: number;
  /** Most points one card may get (docs/rules.md §5), from the vote-allocation answer. */
  cap: number;
  myVotes: VoteRecord[];
  target: BallotTarget;
}) {
  const castDownvote = downvoteFromVotes(myVotes);
  // An unsent draft wins over the ballot already cast: it is the newer intent.
  const draft = useDraft<PointsDraft>(
    ballotSlot(target),
    () => ({
      points: pointsFromVotes(myVotes),
      downvote: null,
      comments: commentsFromVotes(myVotes),
      downvoteComment: downvoteCommentFromVotes(myVotes),
    }),
    (saved) =>
      restorePointsDraft(
        saved,
        submissions.map((s) => s.id),
        cap,
      ),
  );
  const ballot = draft.value.points;
  const downvote = castDownvote === null ? (draft.value.downvote ?? null) : null;
  const setDownvote = (id: string | null) => draft.setValue((d) => ({ ...d, downvote: id }));
  const comments = draft.value.comments ?? {};
  const downvoteComment = draft.value.downvoteComment ?? '';
  const tokens = useTokenStatus(target.roomId);
  const vote = useGrudgeVote(target);
  const total = totalPoints(ballot);
  const editing = myVotes.length > 0;
  const button = pointsButton(total, allocation, editing ? 'Update Votes' : 'Submit Votes');
  const tokenCount = tokens.data?.userTokens.tokenCount;
  const canDownvote = castDownvote === null && (tokenCount ?? 0) > 0;

  const submit = () => {
    if (total !== allocation) return notifyInvalidVotes(`You must distribute exactly ${allocation} points`);
    if (vote.isPending) return;
    // A downvote already cast is sent again: that spends nothing and carries its edited comment.
    vote.mutate({ points: { ...ballot }, downvote: castDownvote ?? downvote, comments, downvoteComment });
  };

  return (
    <>
      {draft.restored && <RestoredNote what="ballot" />}
      <DownvoteAlert tokenCount={tokenCount} alreadyCast={castDownvote !== null} />

      <BallotCards submissions={submissions} controls="145px">
        {(s) => {
          const selected = downvote === s.id;
          return (
            <SubmissionCard submission={s}>
              <Stack gap="sm">
                <PointsPicker
                  title={s.title}
                  value={ballot[s.id] ?? 0}
                  choices={pointChoices(ballot, s.id, allocation, cap)}
                  onChange={(p) => draft.setValue((d) => ({ ...d, points: setPoints(d.points, s.id, p) }))}
                />
                {(ballot[s.id] ?? 0) > 0 && (
                  <CommentField
                    videoTitle={s.title}
                    value={comments[s.id] ?? ''}
                    onChange={(text) =>
                      draft.setValue((d) => ({ ...d, comments: setComment(d.comments ?? {}, s.id, text) }))
                    }
                  />
                )}
                <DownvoteButton
                  cast={castDownvote === null ? 'none' : castDownvote === s.id ? 'this' : 'other'}
                  selected={selected}
                  disabled={!canDownvote}
                  onToggle={() => setDownvote(selected ? null : s.id)}
                />
                {(castDownvote ?? downvote) === s.id && (
                  <CommentField
                    label="Why the downvote?"
                    videoTitle={s.title}
                    value={downvoteComment}
                    onChange={(text) => draft.setValue((d) => ({ ...d, downvoteComment: text }))}
                  />
                )}
              </Stack>
            </SubmissionCard>
          );
        }}
      </BallotCards>
      <BallotBar
        summary={downvote ? `${total} of ${allocation} points · 1 downvote` : `${total} of ${allocation} points`}
        progress={allocation > 0 ? total / allocation : 0}
        button={button.label}
        disabled={button.disabled}
        pending={vote.isPending}
        onSubmit={submit}
      />
    </>
  );
}
