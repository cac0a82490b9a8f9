import { LIMITS } from '@clipclub/protocol/constants';
import type { VoteRecord } from '@clipclub/protocol/http/votes';
import { Alert, Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { RestoredNote } from '../../../components/restored-note.tsx';
import { useDraft } from '../../../lib/use-draft.ts';
import { useGrudgeVote } from '../hooks/use-cast-vote.ts';
import { useTokenStatus } from '../hooks/use-vote-data.ts';
import { downvoteFromVotes, pointChoices, pointsFromVotes, setPoints, totalPoints } from '../lib/ballot.ts';
import { type BallotTarget, ballotSlot, type PointsDraft, restorePointsDraft } from '../lib/ballot-draft.ts';
import { commentsFromVotes, downvoteCommentFromVotes, setComment } from '../lib/comments.ts';
import { notifyInvalidVotes } from '../lib/notify-invalid.ts';
import { BallotBar } from './ballot-bar.tsx';
import { CommentField } from './comment-field.tsx';
import { PointsPicker } from './points-picker.tsx';
import { SubmissionCard, type Votable } from './submission-card.tsx';

const PENALTY = LIMITS.downvotePenalty;
const OUTLINE_RED = 'light-dark(var(--mantine-color-red-8), var(--mantine-color-red-4))';
const OUTLINE_CONTRAST = { '--button-color': OUTLINE_RED, '--button-bd': `1px solid ${OUTLINE_RED}` } as CSSProperties;

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
  // An unsent draft wins over the ballot already cast: it is the newer intent (issue 10).
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
      <Alert
        variant="light"
        color="red"
        radius="lg"
        mb="lg"
        title={
          <Group gap="xs">
            <span>Downvote</span>
            {tokenCount !== undefined && (
              <Badge variant="filled" color="red" radius="sm">
                {tokenCount} {tokenCount === 1 ? 'token' : 'tokens'}
              </Badge>
            )}
          </Group>
        }
      >
        {castDownvote !== null
          ? 'You have already downvoted a video this round. A downvote is final.'
          : tokenCount === undefined
            ? 'Checking your downvote tokens...'
            : tokenCount > 0
              ? `Optional: take ${PENALTY} points from one video. It costs 1 token, gives its submitter a revenge token, and is final once submitted.`
              : 'You have no downvote tokens left, so you cannot downvote this round.'}
      </Alert>

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {submissions.map((s) => {
          const selected = downvote === s.id;
          return (
            <SubmissionCard key={s.id} submission={s}>
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
                {castDownvote === s.id ? (
                  <Group gap="xs">
                    <Badge color="red" variant="filled" radius="sm">
                      Downvoted (−{PENALTY})
                    </Badge>
                    <Text size="xs" c="dimmed">
                      Final
                    </Text>
                  </Group>
                ) : (
                  castDownvote === null && (
                    <Button
                      variant={selected ? 'filled' : 'outline'}
                      color="red"
                      // Outline red-6 on white is 3.8:1; red-8 (light) and red-4 (dark) hold 4.5:1.
                      style={selected ? undefined : OUTLINE_CONTRAST}
                      size="xs"
                      aria-pressed={selected}
                      disabled={!canDownvote}
                      onClick={() => setDownvote(selected ? null : s.id)}
                    >
                      {selected ? `Downvoted (−${PENALTY})` : `Downvote (−${PENALTY})`}
                    </Button>
                  )
                )}
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
        })}
      </SimpleGrid>
      <BallotBar
        summary={downvote ? `${total} of ${allocation} points · 1 downvote` : `${total} of ${allocation} points`}
        progress={allocation > 0 ? total / allocation : 0}
        button={editing ? 'Update Votes' : 'Submit Votes'}
        pending={vote.isPending}
        onSubmit={submit}
      />
    </>
  );
}
