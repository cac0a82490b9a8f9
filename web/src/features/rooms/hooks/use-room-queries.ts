import { useQuery } from '@tanstack/react-query';
import { getLeaderboard, getMembers, getRoom, getRooms, roomKeys } from '../api/rooms-api.ts';

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
