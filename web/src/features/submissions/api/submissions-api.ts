import * as routes from '@clipclub/protocol/http/routes';
import type { CreateSubmissionBody, UpdateSubmissionBody } from '@clipclub/protocol/http/submissions';
import { api } from '../../../lib/api-client.ts';

// Everything about a session sits under ['session', id], so refreshing the session (its counts,
// its presence) and its submissions is one prefix. The room's session list lives under the room.
export const submissionKeys = {
  session: (sessionId: string) => ['session', sessionId] as const,
  list: (sessionId: string) => ['session', sessionId, 'submissions'] as const,
  mine: (sessionId: string) => ['session', sessionId, 'submissions', 'mine'] as const,
  roomSessions: (roomId: string) => ['room', roomId, 'sessions'] as const,
};

/** The user's own submission, or null (the API answers JSON `null`) when there is none yet. */
export const getMySubmission = async (sessionId: string) =>
  (await api.call(routes.getMySubmission, { params: { id: sessionId } })) ?? null;

export const createSubmission = (sessionId: string, body: CreateSubmissionBody) =>
  api.call(routes.createSubmission, { params: { id: sessionId }, body });

export const updateSubmission = (sessionId: string, submissionId: string, body: UpdateSubmissionBody) =>
  api.call(routes.updateSubmission, { params: { id: sessionId, submissionId }, body });
