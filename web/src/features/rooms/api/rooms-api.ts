import type { CreateRoomBody, JoinRoomBody, RoomSettingsBody, UpdateRoomBody } from '@clipclub/protocol/http/rooms';
import * as routes from '@clipclub/protocol/http/routes';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// Query keys: the list, then everything under one room. A write invalidates the lists it touches.
export const roomKeys = {
  list: ['rooms'] as const,
  detail: (id: string) => ['room', id] as const,
  members: (id: string) => ['room', id, 'members'] as const,
  leaderboard: (id: string) => ['room', id, 'leaderboard'] as const,
};

/** One page of My Rooms (latest joined first); `cursor` null is the first page. */
export const getRoomsPage = (cursor: string | null) => api.page(routes.listRooms, {}, cursor);

/** My Rooms as pages; the screen and the prefetch share it. */
export const roomListQuery = () =>
  infiniteQueryOptions({
    queryKey: roomKeys.list,
    queryFn: ({ pageParam }) => getRoomsPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
export const getRoom = (id: string) => api.call(routes.getRoom, { params: { id } });
export const getMembers = (id: string) => api.call(routes.listMembers, { params: { id } });
export const getLeaderboard = (id: string) => api.call(routes.getLeaderboard, { params: { id } });

/** `key` is the Idempotency-Key: the same key answers the same room (issue 10). */
export const createRoom = (body: CreateRoomBody, key: string) =>
  api.call(routes.createRoom, { body, headers: { 'Idempotency-Key': key } });
export const joinRoom = (body: JoinRoomBody) => api.call(routes.joinRoom, { body });
export const updateRoom = (id: string, body: UpdateRoomBody) => api.call(routes.updateRoom, { params: { id }, body });
export const deleteRoom = (id: string) => api.call(routes.deleteRoom, { params: { id } });

// Membership (issue 13): the server keeps at least one admin and answers 409 with a message.
export const leaveRoom = (id: string) => api.call(routes.leaveRoom, { params: { id } });
export const removeMember = (id: string, userId: string) => api.call(routes.removeMember, { params: { id, userId } });
export const setMemberRole = (id: string, userId: string, isAdmin: boolean) =>
  api.call(routes.setMemberRole, { params: { id, userId }, body: { isAdmin } });
export const regenerateInviteCode = (id: string) => api.call(routes.regenerateInviteCode, { params: { id } });
export const updateRoomSettings = (id: string, body: RoomSettingsBody) =>
  api.call(routes.updateRoomSettings, { params: { id }, body });
