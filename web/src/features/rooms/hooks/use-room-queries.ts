import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { readQuery } from '../../../lib/queries/read-query.ts';
import { reads } from '../../../lib/queries/reads.ts';
import { roomQueries } from '../../../lib/queries/rooms.ts';

// My Rooms cards follow the rooms without a socket per room: a refresh every 30 s, and at once
// when a nudge arrives (features/nudges refreshes this key).
const ROOM_STATES_REFRESH_MS = 30_000;

/** My Rooms, a page at a time: `rooms` is every page loaded so far, `total` the count. */
export function useRooms() {
  const query = useInfiniteQuery(roomQueries.list());
  // A room on two pages (the list moved between two fetches) shows once.
  const seen = new Set<string>();
  const rooms = (query.data?.pages.flatMap((p) => p.items) ?? []).filter(
    (r) => !seen.has(r.id) && Boolean(seen.add(r.id)),
  );
  const total = query.data?.pages[0]?.total ?? rooms.length;
  return { ...query, rooms, total };
}

export function useRoom(id: string) {
  return useQuery(roomQueries.detail(id));
}

export function useMembers(id: string, enabled = true) {
  return useQuery({ ...roomQueries.members(id), enabled });
}

export function useLeaderboard(id: string, enabled = true) {
  return useQuery({ ...roomQueries.leaderboard(id), enabled });
}

/** What each room means for me now; the page still works if it fails. */
export function useRoomStates() {
  return useQuery({ ...readQuery(reads.roomStates()), refetchInterval: ROOM_STATES_REFRESH_MS });
}
