import type { Route } from '../route.ts';

// Rooms, their members and My Rooms (api/src/features/rooms, room-states).
export const listRooms = { method: 'GET', path: '/api/rooms' } as const satisfies Route;
export const createRoom = { method: 'POST', path: '/api/rooms' } as const satisfies Route;
export const joinRoom = { method: 'POST', path: '/api/rooms/join' } as const satisfies Route;
export const getInvitePreview = {
  method: 'GET',
  path: '/api/invites/:code',
  access: 'public',
} as const satisfies Route;
export const getRoom = { method: 'GET', path: '/api/rooms/:id', polled: 'room' } as const satisfies Route;
export const updateRoom = { method: 'PATCH', path: '/api/rooms/:id' } as const satisfies Route;
export const deleteRoom = { method: 'DELETE', path: '/api/rooms/:id' } as const satisfies Route;
export const updateRoomSettings = { method: 'PATCH', path: '/api/rooms/:id/settings' } as const satisfies Route;
export const regenerateInviteCode = { method: 'POST', path: '/api/rooms/:id/invite-code' } as const satisfies Route;
export const leaveRoom = { method: 'POST', path: '/api/rooms/:id/leave' } as const satisfies Route;
export const listMembers = { method: 'GET', path: '/api/rooms/:id/members', polled: 'room' } as const satisfies Route;
export const removeMember = { method: 'DELETE', path: '/api/rooms/:id/members/:userId' } as const satisfies Route;
export const setMemberRole = { method: 'PATCH', path: '/api/rooms/:id/members/:userId' } as const satisfies Route;
export const getTokenStatus = {
  method: 'GET',
  path: '/api/rooms/:id/tokens/status',
  polled: 'room',
} as const satisfies Route;
export const getBadgeConfig = { method: 'GET', path: '/api/rooms/:id/badges/config' } as const satisfies Route;
export const getLeaderboard = {
  method: 'GET',
  path: '/api/leaderboard/room/:id',
  polled: 'room',
} as const satisfies Route;
export const getRoomStates = { method: 'GET', path: '/api/room-states' } as const satisfies Route;
