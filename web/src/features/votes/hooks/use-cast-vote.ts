import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { queryKeys } from '../../../lib/queries/keys.ts';
import { useSingleFlightMutation } from '../../../lib/single-flight.ts';
import { discardDraft } from '../../../lib/use-draft.ts';
import { postAppreciationVote, postClassicVote, postGrudgeVote, postRankedVote } from '../api/voting-api.ts';

import { type BallotTarget, ballotSlot } from '../lib/ballot-draft.ts';
import { type Comments, commentToSend } from '../lib/comments.ts';

type Target = BallotTarget;

// After a vote: the session (its voted count) and one's own ballot change, so does the room's
// session list; then the player goes back to the room (docs/rules.md §10).
// The draft is sent, so it goes.
function useAfterVote(target: Target) {
  const { sessionId, roomId } = target;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (title: string) => {
    discardDraft(ballotSlot(target));
    refreshAfterVote(queryClient, sessionId, roomId);
    notifySuccess(title);
    navigate(`/room/${roomId}`);
  };
}

function refreshAfterVote(queryClient: QueryClient, sessionId: string, roomId: string) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.session(sessionId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.sessions(roomId) });
}

export function useClassicVote(target: Target) {
  const done = useAfterVote(target);
  return useSingleFlightMutation({
    mutationFn: ({ points, comments }: { points: Record<string, number>; comments: Comments }) =>
      postClassicVote(target.sessionId, {
        votes: Object.entries(points).map(([submissionId, p]) => ({
          submissionId,
          points: p,
          comment: commentToSend(comments, submissionId),
        })),
      }),
    onSuccess: () => done('Votes submitted!'),
    onError: (error) => notifyError(error, 'Failed to submit votes'),
  });
}

export function useRankedVote(target: Target) {
  const done = useAfterVote(target);
  return useSingleFlightMutation({
    mutationFn: ({ ranking, comments }: { ranking: string[]; comments: Comments }) =>
      postRankedVote(target.sessionId, {
        ranked_submissions: ranking.map((submission_id, i) => ({
          submission_id,
          rank: i + 1,
          comment: commentToSend(comments, submission_id),
        })),
      }),
    onSuccess: () => done('Rankings submitted!'),
    onError: (error) => notifyError(error, 'Failed to submit rankings'),
  });
}

type GrudgeBallot = {
  points: Record<string, number>;
  downvote: string | null;
  comments: Comments;
  downvoteComment: string;
};

export function useGrudgeVote(target: Target) {
  const done = useAfterVote(target);
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    // `downvote` is the new downvote or the one already cast (sent again, it spends nothing and
    // carries its edited comment).
    mutationFn: (ballot: GrudgeBallot) =>
      postGrudgeVote(target.sessionId, {
        point_allocations: Object.entries(ballot.points).map(([submissionId, p]) => ({
          submissionId,
          points: p,
          comment: commentToSend(ballot.comments, submissionId),
        })),
        downvote: ballot.downvote
          ? { submissionId: ballot.downvote, useToken: true, comment: ballot.downvoteComment.trim() || undefined }
          : null,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.tokens(target.roomId), {
        userTokens: { tokenCount: answer.tokensRemaining },
      });
      done('Votes submitted!');
    },
    onError: (error) => notifyError(error, 'Failed to submit votes'),
  });
}

export function useAppreciationVote(target: Target) {
  const done = useAfterVote(target);
  return useSingleFlightMutation({
    mutationFn: ({ badges, comments }: { badges: Record<string, string[]>; comments: Comments }) =>
      postAppreciationVote(target.sessionId, {
        badge_allocations: Object.entries(badges)
          .filter(([, list]) => list.length > 0)
          .map(([submissionId, list]) => ({
            submissionId,
            badges: list,
            comment: commentToSend(comments, submissionId),
          })),
      }),
    onSuccess: () => done('Appreciation submitted!'),
    onError: (error) => notifyError(error, 'Failed to submit appreciation'),
  });
}
