import type {
  CreateRoomBody,
  JoinRoomBody,
  LeaderboardEntry,
  Member,
  Room,
  UpdateRoomBody,
} from '@clipclub/protocol/http/rooms';
import { api } from '../../../lib/api-client.ts';

// Query keys: the list, then everything under one room. A write invalidates the lists it touches.
export const roomKeys = {
  list: ['rooms'] as const,
  detail: (id: string) => ['room', id] as const,
  members: (id: string) => ['room', id, 'members'] as const,
  leaderboard: (id: string) => ['room', id, 'leaderboard'] as const,
};

const roomPath = (id: string) => `/api/rooms/${encodeURIComponent(id)}`;

export const getRooms = () => api.get<Room[]>('/api/rooms');
export const getRoom = (id: string) => api.get<Room>(roomPath(id));
export const getMembers = (id: string) => api.get<Member[]>(`${roomPath(id)}/members`);
export const getLeaderboard = (id: string) =>
  api.get<LeaderboardEntry[]>(`/api/leaderboard/room/${encodeURIComponent(id)}`);

export const createRoom = (body: CreateRoomBody) => api.post<Room>('/api/rooms', body);
export const joinRoom = (body: JoinRoomBody) => api.post<Room>('/api/rooms/join', body);
export const updateRoom = (id: string, body: UpdateRoomBody) => api.patch<Room>(roomPath(id), body);
export const deleteRoom = (id: string) => api.delete<unknown>(roomPath(id));
