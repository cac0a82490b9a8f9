import { useQuery } from '@tanstack/react-query';
import { getRoomStates, roomStatesKey } from '../api/room-states-api.ts';
import { getLeaderboard, getMembers, getRoom, getRooms, roomKeys } from '../api/rooms-api.ts';

// My Rooms cards follow the rooms without a socket per room: a refresh every 30 s, and at once
// when a nudge arrives (features/nudges refreshes this key).
const ROOM_STATES_REFRESH_MS = 30_000;

export function useRooms() {
  return useQuery({ queryKey: roomKeys.list, queryFn: getRooms });
}

export function useRoom(id: string) {
  return useQuery({ queryKey: roomKeys.detail(id), queryFn: () => getRoom(id) });
}

export function useMembers(id: string, enabled = true) {
  return useQuery({ queryKey: roomKeys.members(id), queryFn: () => getMembers(id), enabled });
}

export function useLeaderboard(id: string, enabled = true) {
  return useQuery({ queryKey: roomKeys.leaderboard(id), queryFn: () => getLeaderboard(id), enabled });
}

/** What each room means for me now (issue 10); the page still works if it fails. */
export function useRoomStates() {
  return useQuery({ queryKey: roomStatesKey, queryFn: getRoomStates, refetchInterval: ROOM_STATES_REFRESH_MS });
}
