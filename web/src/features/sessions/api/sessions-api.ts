import type { Nudge } from '@clipclub/protocol/http/nudges';
import type { AdvanceAction, Session, SessionBody } from '@clipclub/protocol/http/sessions';
import { api } from '../../../lib/api-client.ts';

// The session's writes; its reads, shared by every session screen, are lib/queries/sessions.ts.

const roomSessionsPath = (roomId: string) => `/api/rooms/${encodeURIComponent(roomId)}/sessions`;
const sessionPath = (id: string) => `/api/sessions/${encodeURIComponent(id)}`;

/** `key` is the Idempotency-Key: the same key answers the same session (issue 10). */
export const createSession = (roomId: string, body: SessionBody, key: string) =>
  api.post<Session>(roomSessionsPath(roomId), body, { headers: { 'Idempotency-Key': key } });
export const updateSession = (id: string, body: SessionBody) => api.patch<Session>(sessionPath(id), body);
export const deleteSession = (id: string) => api.delete<unknown>(sessionPath(id));
export const advanceSession = (id: string, action: AdvanceAction) =>
  api.post<Session>(`${sessionPath(id)}/advance`, { action });

/** An admin reminds a member who has not yet submitted or voted (issue 10). */
export const nudgeMember = (sessionId: string, userId: string) =>
  api.post<Nudge>(`${sessionPath(sessionId)}/nudges`, { userId });
