import { pagedQuery, readQuery } from './read-query.ts';
import { reads } from './reads.ts';

// The room reads more than one feature (or the first-load prefetch) shows. Writes stay in
// features/rooms/api; what their answers change goes through ./cache-updates.ts.

export const roomQueries = {
  /** My Rooms as pages (latest joined first). */
  list: () => pagedQuery(reads.roomList()),
  detail: (id: string) => readQuery(reads.room(id)),
  members: (id: string) => readQuery(reads.members(id)),
  leaderboard: (id: string) => readQuery(reads.leaderboard(id)),
  /** The room's appreciation badges: the ballot offers them, the results name them. */
  badges: (roomId: string) => readQuery(reads.badges(roomId)),
};
