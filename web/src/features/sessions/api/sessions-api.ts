import * as routes from '@clipclub/protocol/http/routes';
import type { AdvanceAction, SessionBody } from '@clipclub/protocol/http/sessions';
import { api } from '../../../lib/api-client.ts';

// The session's writes; its reads, shared by every session screen, are lib/queries/sessions.ts.

/** `key` is the Idempotency-Key: the same key answers the same session. */
export const createSession = (roomId: string, body: SessionBody, key: string) =>
  api.call(routes.createSession, { params: { id: roomId }, body, headers: { 'Idempotency-Key': key } });
export const updateSession = (id: string, body: SessionBody) =>
  api.call(routes.updateSession, { params: { id }, body });
export const deleteSession = (id: string) => api.call(routes.deleteSession, { params: { id } });
export const advanceSession = (id: string, action: AdvanceAction) =>
  api.call(routes.advanceSession, { params: { id }, body: { action } });

/** An admin reminds a member who has not yet submitted or voted. */
export const nudgeMember = (sessionId: string, userId: string) =>
  api.call(routes.nudgeMember, { params: { id: sessionId }, body: { userId } });
