import type {
  CreateRoomBody,
  JoinRoomBody,
  LeaderboardEntry,
  Member,
  Room,
  RoomSettingsBody,
  UpdateRoomBody,
} from '@clipclub/protocol/http/rooms';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api, getPage } from '../../../lib/api-client.ts';

// Query keys: the list, then everything under one room. A write invalidates the lists it touches.
export const roomKeys = {
  list: ['rooms'] as const,
  detail: (id: string) => ['room', id] as const,
  members: (id: string) => ['room', id, 'members'] as const,
  leaderboard: (id: string) => ['room', id, 'leaderboard'] as const,
};

const roomPath = (id: string) => `/api/rooms/${encodeURIComponent(id)}`;

/** One page of My Rooms (latest joined first); `cursor` null is the first page. */
export const getRoomsPage = (cursor: string | null) => getPage<Room>('/api/rooms', cursor);

/** My Rooms as pages; the screen and the prefetch share it. */
export const roomListQuery = () =>
  infiniteQueryOptions({
    queryKey: roomKeys.list,
    queryFn: ({ pageParam }) => getRoomsPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
export const getRoom = (id: string) => api.get<Room>(roomPath(id));
export const getMembers = (id: string) => api.get<Member[]>(`${roomPath(id)}/members`);
export const getLeaderboard = (id: string) =>
  api.get<LeaderboardEntry[]>(`/api/leaderboard/room/${encodeURIComponent(id)}`);

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
