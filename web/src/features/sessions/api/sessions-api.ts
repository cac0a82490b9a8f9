import type { Nudge } from '@clipclub/protocol/http/nudges';
import type { AdvanceAction, Session, SessionBody } from '@clipclub/protocol/http/sessions';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api, getPage } from '../../../lib/api-client.ts';

// Query keys. A room's queries all live under ['room', id] (rooms-api's convention), so a write
// that changes the room's counts or points can refresh them without importing another feature.
export const sessionKeys = {
  room: (roomId: string) => ['room', roomId] as const,
  list: (roomId: string) => ['room', roomId, 'sessions'] as const,
  detail: (sessionId: string) => ['session', sessionId] as const,
};

const roomSessionsPath = (roomId: string) => `/api/rooms/${encodeURIComponent(roomId)}/sessions`;
const sessionPath = (id: string) => `/api/sessions/${encodeURIComponent(id)}`;

/** One page of the room's sessions (newest first); `cursor` null is the first page. */
export const getSessionsPage = (roomId: string, cursor: string | null) =>
  getPage<Session>(roomSessionsPath(roomId), cursor);

/** The room's sessions as pages; the Sessions tab and the prefetch share it. */
export const sessionListQuery = (roomId: string) =>
  infiniteQueryOptions({
    queryKey: sessionKeys.list(roomId),
    queryFn: ({ pageParam }) => getSessionsPage(roomId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
export const getSession = (id: string) => api.get<Session>(sessionPath(id));

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
