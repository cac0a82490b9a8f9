import type { AdvanceAction, Session, SessionBody } from '@clipclub/protocol/http/sessions';
import { useQueryClient } from '@tanstack/react-query';
import { useIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import {
  addSession,
  putSession,
  putSessionStatus,
  refreshStandings,
  removeSession,
} from '../../../lib/queries/cache-updates.ts';
import { queryKeys } from '../../../lib/queries/keys.ts';
import { useSingleFlightMutation } from '../../../lib/single-flight.ts';
import { advanceSession, createSession, deleteSession, updateSession } from '../api/sessions-api.ts';

// Each write shows the docs/rules.md §10 toast and applies its answer through the same cache
// updates as the live event it causes (lib/queries/cache-updates.ts), so the echoed event finds
// the change already made and the admin's own tab updates once.

export function useCreateSession(roomId: string) {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useSingleFlightMutation({
    mutationFn: (body: SessionBody) => createSession(roomId, body, idempotency.keyFor(body)),
    onSuccess: (session) => {
      idempotency.reset();
      addSession(queryClient, session);
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
      putSession(queryClient, updated);
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
      removeSession(queryClient, session.roomId, session.id);
      // A session with results counted towards the leaderboard and the members' points.
      if (session.status === 'results') refreshStandings(queryClient, session.roomId);
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
      // Into the list and the session's screens; what hangs off the phase (its submissions, now
      // revealed or anonymous; its results) is refetched.
      putSessionStatus(queryClient, updated);
      // Results change the leaderboard and members' points.
      if (action === 'endVoting') refreshStandings(queryClient, session.roomId);
      notifySuccess(...ADVANCED[action]);
    },
    onError: (error) => notifyError(error, 'Failed to advance session'),
  });
}
