import * as routes from '@clipclub/protocol/http/routes';
import type { AdvanceAction, SessionBody } from '@clipclub/protocol/http/sessions';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// Query keys. A room's queries all live under ['room', id] (rooms-api's convention), so a write
// that changes the room's counts or points can refresh them without importing another feature.
export const sessionKeys = {
  room: (roomId: string) => ['room', roomId] as const,
  list: (roomId: string) => ['room', roomId, 'sessions'] as const,
  detail: (sessionId: string) => ['session', sessionId] as const,
};

/** One page of the room's sessions (newest first); `cursor` null is the first page. */
export const getSessionsPage = (roomId: string, cursor: string | null) =>
  api.page(routes.listSessions, { params: { id: roomId } }, cursor);

/** The room's sessions as pages; the Sessions tab and the prefetch share it. */
export const sessionListQuery = (roomId: string) =>
  infiniteQueryOptions({
    queryKey: sessionKeys.list(roomId),
    queryFn: ({ pageParam }) => getSessionsPage(roomId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
export const getSession = (id: string) => api.call(routes.getSession, { params: { id } });

/** `key` is the Idempotency-Key: the same key answers the same session (issue 10). */
export const createSession = (roomId: string, body: SessionBody, key: string) =>
  api.call(routes.createSession, { params: { id: roomId }, body, headers: { 'Idempotency-Key': key } });
export const updateSession = (id: string, body: SessionBody) =>
  api.call(routes.updateSession, { params: { id }, body });
export const deleteSession = (id: string) => api.call(routes.deleteSession, { params: { id } });
export const advanceSession = (id: string, action: AdvanceAction) =>
  api.call(routes.advanceSession, { params: { id }, body: { action } });

/** An admin reminds a member who has not yet submitted or voted (issue 10). */
export const nudgeMember = (sessionId: string, userId: string) =>
  api.call(routes.nudgeMember, { params: { id: sessionId }, body: { userId } });
