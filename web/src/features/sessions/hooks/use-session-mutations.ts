import type { AdvanceAction, Session, SessionBody } from '@clipclub/protocol/http/sessions';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { queryKeys } from '../../../lib/queries/keys.ts';
import { useSingleFlightMutation } from '../../../lib/single-flight.ts';
import { advanceSession, createSession, deleteSession, updateSession } from '../api/sessions-api.ts';

// Each write shows the docs/rules.md §10 toast and refreshes what it changed.

/** The list, and the room itself for its session count. */
function refreshRoomSessions(queryClient: QueryClient, roomId: string): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.sessions(roomId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.room(roomId), exact: true });
}

export function useCreateSession(roomId: string) {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useSingleFlightMutation({
    mutationFn: (body: SessionBody) => createSession(roomId, body, idempotency.keyFor(body)),
    onSuccess: (session) => {
      idempotency.reset();
      refreshRoomSessions(queryClient, roomId);
      notifySuccess(
        'Session created!',
        session.status === 'submissions'
          ? `${session.theme} is open for submissions.`
          : `${session.theme} is waiting as an upcoming session.`,
      );
    },
    onError: (error) => notifyError(error, 'Failed to create session'),
  });
}

export function useUpdateSession(session: Session) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (body: SessionBody) => updateSession(session.id, body),
    onSuccess: (updated) => {
      queryClient.setQueryData(queryKeys.session(session.id), updated);
      void queryClient.invalidateQueries({ queryKey: queryKeys.sessions(session.roomId) });
      notifySuccess('Session updated!');
    },
    onError: (error) => notifyError(error, 'Failed to update session'),
  });
}

export function useDeleteSession(session: Session) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: () => deleteSession(session.id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.session(session.id) });
      // A session with results counted towards the leaderboard and the members' points.
      if (session.status === 'results') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.room(session.roomId) });
      } else {
        refreshRoomSessions(queryClient, session.roomId);
      }
      notifySuccess('Session deleted!');
    },
    onError: (error) => notifyError(error, 'Failed to delete session'),
  });
}

const ADVANCED: Record<AdvanceAction, [title: string, message: string]> = {
  startSubmissions: ['Submissions opened', 'Members can now submit their videos'],
  endSubmissions: ['Submissions ended', 'Session has moved to voting phase'],
  endVoting: ['Voting ended', 'Session results are now available'],
};

export function useAdvanceSession(session: Session) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (action: AdvanceAction) => advanceSession(session.id, action),
    onSuccess: (updated, action) => {
      queryClient.setQueryData(queryKeys.session(session.id), updated);
      // Everything under the session (its submissions, now revealed or anonymous; its results).
      void queryClient.invalidateQueries({ queryKey: queryKeys.session(session.id) });
      // Results change the leaderboard and members' points; other moves only the list.
      if (action === 'endVoting') void queryClient.invalidateQueries({ queryKey: queryKeys.room(session.roomId) });
      else void queryClient.invalidateQueries({ queryKey: queryKeys.sessions(session.roomId) });
      notifySuccess(...ADVANCED[action]);
    },
    onError: (error) => notifyError(error, 'Failed to advance session'),
  });
}
