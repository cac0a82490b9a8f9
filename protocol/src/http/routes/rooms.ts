import type { Route } from '../route.ts';
import { memberIds, roomId } from './params.ts';

// Rooms, their members and My Rooms (api/src/features/rooms, room-states).
export const listRooms = {
  method: 'GET',
  path: '/api/rooms',
  query: 'RoomPageQuerySchema',
  response: 'RoomListSchema',
} as const satisfies Route;
export const createRoom = {
  method: 'POST',
  path: '/api/rooms',
  body: 'CreateRoomBodySchema',
  response: 'RoomSchema',
  status: 201,
} as const satisfies Route;
export const joinRoom = {
  method: 'POST',
  path: '/api/rooms/join',
  body: 'JoinRoomBodySchema',
  response: 'RoomSchema',
} as const satisfies Route;
export const getInvitePreview = {
  method: 'GET',
  path: '/api/invites/:code',
  access: 'public',
  params: 'InviteCodeParamsSchema',
  notFound: 'No room has that invite code',
  response: 'InvitePreviewSchema',
} as const satisfies Route;
export const getRoom = {
  method: 'GET',
  path: '/api/rooms/:id',
  polled: 'room',
  ...roomId,
  response: 'RoomSchema',
} as const satisfies Route;
export const updateRoom = {
  method: 'PATCH',
  path: '/api/rooms/:id',
  ...roomId,
  body: 'UpdateRoomBodySchema',
  response: 'RoomSchema',
} as const satisfies Route;
export const deleteRoom = { method: 'DELETE', path: '/api/rooms/:id', ...roomId, status: 204 } as const satisfies Route;
export const updateRoomSettings = {
  method: 'PATCH',
  path: '/api/rooms/:id/settings',
  ...roomId,
  body: 'RoomSettingsBodySchema',
  response: 'RoomSchema',
} as const satisfies Route;
export const regenerateInviteCode = {
  method: 'POST',
  path: '/api/rooms/:id/invite-code',
  ...roomId,
  response: 'RoomSchema',
} as const satisfies Route;
export const leaveRoom = {
  method: 'POST',
  path: '/api/rooms/:id/leave',
  ...roomId,
  status: 204,
} as const satisfies Route;
export const listMembers = {
  method: 'GET',
  path: '/api/rooms/:id/members',
  polled: 'room',
  ...roomId,
  response: 'MemberListSchema',
} as const satisfies Route;
export const removeMember = {
  method: 'DELETE',
  path: '/api/rooms/:id/members/:userId',
  ...memberIds,
  status: 204,
} as const satisfies Route;
export const setMemberRole = {
  method: 'PATCH',
  path: '/api/rooms/:id/members/:userId',
  ...memberIds,
  body: 'SetMemberRoleBodySchema',
  response: 'MemberListSchema',
} as const satisfies Route;
export const getTokenStatus = {
  method: 'GET',
  path: '/api/rooms/:id/tokens/status',
  polled: 'room',
  ...roomId,
  response: 'TokenStatusSchema',
} as const satisfies Route;
export const getBadgeConfig = {
  method: 'GET',
  path: '/api/rooms/:id/badges/config',
  ...roomId,
  response: 'BadgeConfigSchema',
} as const satisfies Route;
export const getLeaderboard = {
  method: 'GET',
  path: '/api/leaderboard/room/:id',
  polled: 'room',
  ...roomId,
  response: 'LeaderboardSchema',
} as const satisfies Route;
export const getRoomStates = {
  method: 'GET',
  path: '/api/room-states',
  response: 'RoomStatesSchema',
} as const satisfies Route;
