import type {
  CreateRoomBody,
  JoinRoomBody,
  Member,
  Room,
  RoomSettingsBody,
  UpdateRoomBody,
} from '@clipclub/protocol/http/rooms';
import { api } from '../../../lib/api-client.ts';

// The room's writes; its reads, shared with other screens and live updates, are lib/queries/rooms.ts.

const roomPath = (id: string) => `/api/rooms/${encodeURIComponent(id)}`;

/** `key` is the Idempotency-Key: the same key answers the same room (issue 10). */
export const createRoom = (body: CreateRoomBody, key: string) =>
  api.post<Room>('/api/rooms', body, { headers: { 'Idempotency-Key': key } });
export const joinRoom = (body: JoinRoomBody) => api.post<Room>('/api/rooms/join', body);
export const updateRoom = (id: string, body: UpdateRoomBody) => api.patch<Room>(roomPath(id), body);
export const deleteRoom = (id: string) => api.delete<unknown>(roomPath(id));

// Membership (issue 13): the server keeps at least one admin and answers 409 with a message.
export const leaveRoom = (id: string) => api.post<unknown>(`${roomPath(id)}/leave`, {});
export const removeMember = (id: string, userId: string) =>
  api.delete<unknown>(`${roomPath(id)}/members/${encodeURIComponent(userId)}`);
export const setMemberRole = (id: string, userId: string, isAdmin: boolean) =>
  api.patch<Member[]>(`${roomPath(id)}/members/${encodeURIComponent(userId)}`, { isAdmin });
export const regenerateInviteCode = (id: string) => api.post<Room>(`${roomPath(id)}/invite-code`, {});
export const updateRoomSettings = (id: string, body: RoomSettingsBody) =>
  api.patch<Room>(`${roomPath(id)}/settings`, body);
