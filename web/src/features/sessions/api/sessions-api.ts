import type { AdvanceAction, Session, SessionBody } from '@clipclub/protocol/http/sessions';
import { api } from '../../../lib/api-client.ts';

// Query keys. A room's queries all live under ['room', id] (rooms-api's convention), so a write
// that changes the room's counts or points can refresh them without importing another feature.
export const sessionKeys = {
  room: (roomId: string) => ['room', roomId] as const,
  list: (roomId: string) => ['room', roomId, 'sessions'] as const,
  detail: (sessionId: string) => ['session', sessionId] as const,
};

const roomSessionsPath = (roomId: string) => `/api/rooms/${encodeURIComponent(roomId)}/sessions`;
const sessionPath = (id: string) => `/api/sessions/${encodeURIComponent(id)}`;

export const getSessions = (roomId: string) => api.get<Session[]>(roomSessionsPath(roomId));
export const getSession = (id: string) => api.get<Session>(sessionPath(id));

export const createSession = (roomId: string, body: SessionBody) => api.post<Session>(roomSessionsPath(roomId), body);
export const updateSession = (id: string, body: SessionBody) => api.patch<Session>(sessionPath(id), body);
export const deleteSession = (id: string) => api.delete<unknown>(sessionPath(id));
export const advanceSession = (id: string, action: AdvanceAction) =>
  api.post<Session>(`${sessionPath(id)}/advance`, { action });
