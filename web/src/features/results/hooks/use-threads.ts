import type { SessionThreads, ThreadComment } from '@clipclub/protocol/http/conversation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyError } from '../../../lib/notify.ts';
import { queryKeys } from '../../../lib/queries/keys.ts';
import { readQuery } from '../../../lib/queries/read-query.ts';
import { reads } from '../../../lib/queries/reads.ts';
import { useSingleFlightMutation } from '../../../lib/single-flight.ts';
import { addComment, deleteComment, editComment } from '../api/conversation-api.ts';

/** The session's threads; kept live by 'thread:comment' (features/realtime/lib/apply-event.ts). */
export function useThreads(sessionId: string) {
  return useQuery(readQuery(reads.threads(sessionId)));
}

/** Writes put their answer in the cache at once; the event that follows is then a no-op. */
export function useThreadWrites(sessionId: string) {
  const client = useQueryClient();
  const put = (comment: ThreadComment) =>
    client.setQueryData<SessionThreads>(queryKeys.threads(sessionId), (old) =>
      old?.map((t) =>
        t.submissionId !== comment.submissionId
          ? t
          : {
              ...t,
              comments: t.comments.some((c) => c.id === comment.id)
                ? t.comments.map((c) => (c.id === comment.id ? comment : c))
                : [...t.comments, comment],
            },
      ),
    );
  return {
    add: useSingleFlightMutation({
      mutationFn: ({ submissionId, body }: { submissionId: string; body: string }) => addComment(submissionId, body),
      onSuccess: put,
      onError: (error) => notifyError(error, 'Your comment could not be posted'),
    }),
    edit: useSingleFlightMutation({
      mutationFn: ({ id, body }: { id: string; body: string }) => editComment(id, body),
      onSuccess: put,
      onError: (error) => notifyError(error, 'Your comment could not be saved'),
    }),
    remove: useSingleFlightMutation({
      mutationFn: (comment: ThreadComment) => deleteComment(comment.id),
      onSuccess: (_answer, comment) => put({ ...comment, body: '', removed: true }),
      onError: (error) => notifyError(error, 'The comment could not be deleted'),
    }),
  };
}
