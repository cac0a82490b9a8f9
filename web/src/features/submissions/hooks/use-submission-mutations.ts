import type { CreateSubmissionBody, Submission, UpdateSubmissionBody } from '@clipclub/protocol/http/submissions';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { DraftSlot } from '../../../lib/drafts.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { queryKeys } from '../../../lib/queries/keys.ts';
import { useSingleFlightMutation } from '../../../lib/single-flight.ts';
import { discardDraft } from '../../../lib/use-draft.ts';
import { createSubmission, updateSubmission } from '../api/submissions-api.ts';

type Target = { sessionId: string; roomId: string; userId?: string | undefined };

/** The player's unsent submission for this session, kept in the browser. */
export function submissionDraft({ userId, sessionId }: Target): DraftSlot | undefined {
  return userId ? { userId, sessionId, kind: 'submission' } : undefined;
}

/** The session (its submitted count and presence), its submissions, and the room's list. */
function refresh(queryClient: QueryClient, { sessionId, roomId }: Target): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.session(sessionId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.sessions(roomId) });
}

function remember(queryClient: QueryClient, submission: Submission): void {
  queryClient.setQueryData(queryKeys.mySubmission(submission.sessionId), submission);
}

// 'YouTube video <id>' names nothing: the form below the toast asks for the title instead.
const titleLine = (submission: Submission) =>
  submission.titleSource === 'fallback' ? 'Now type its title below.' : submission.title;

export function useCreateSubmission(target: Target) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (body: CreateSubmissionBody) => createSubmission(target.sessionId, body),
    onSuccess: (submission) => {
      discardDraft(submissionDraft(target));
      remember(queryClient, submission);
      refresh(queryClient, target);
      notifySuccess('Video submitted!', titleLine(submission));
    },
    onError: (error) => {
      // A 409 may mean it was sent from another tab, or the phase moved on: show what is true now.
      refresh(queryClient, target);
      notifyError(error, 'Failed to submit video');
    },
  });
}

export function useUpdateSubmission(target: Target & { submissionId: string }) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (body: UpdateSubmissionBody) => updateSubmission(target.sessionId, target.submissionId, body),
    onSuccess: (submission) => {
      discardDraft(submissionDraft(target));
      remember(queryClient, submission);
      refresh(queryClient, target);
      notifySuccess('Submission updated!', titleLine(submission));
    },
    onError: (error) => {
      refresh(queryClient, target);
      notifyError(error, 'Failed to update submission');
    },
  });
}
