import * as routes from '@clipclub/protocol/http/routes';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { queryKeys } from './keys.ts';

// The room reads more than one feature (or the first-load prefetch) shows. Writes stay in
// features/rooms/api; what their answers change goes through ./cache-updates.ts.

/** One page of My Rooms (latest joined first); `cursor` null is the first page. */
export const getRoomsPage = (cursor: string | null) => api.page(routes.listRooms, {}, cursor);
export const getRoom = (id: string) => api.call(routes.getRoom, { params: { id } });
export const getMembers = (id: string) => api.call(routes.listMembers, { params: { id } });
export const getLeaderboard = (id: string) => api.call(routes.getLeaderboard, { params: { id } });
export const getBadgeConfig = (roomId: string) => api.call(routes.getBadgeConfig, { params: { id: roomId } });

export const roomQueries = {
  /** My Rooms as pages. */
  list: () =>
    infiniteQueryOptions({
      queryKey: queryKeys.roomList,
      queryFn: ({ pageParam }) => getRoomsPage(pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  detail: (id: string) => queryOptions({ queryKey: queryKeys.room(id), queryFn: () => getRoom(id) }),
  members: (id: string) => queryOptions({ queryKey: queryKeys.members(id), queryFn: () => getMembers(id) }),
  leaderboard: (id: string) => queryOptions({ queryKey: queryKeys.leaderboard(id), queryFn: () => getLeaderboard(id) }),
  /** The room's appreciation badges: the ballot offers them, the results name them. */
  badges: (roomId: string) =>
    queryOptions({ queryKey: queryKeys.badges(roomId), queryFn: () => getBadgeConfig(roomId) }),
};
