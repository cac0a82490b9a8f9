import type { RoomStates } from '@clipclub/protocol';
import type { Database } from '../../db/connect.ts';
import { findTimeZone, listRoomStates } from './queries.ts';
import { toRoomState } from './room-state.ts';

/** What each My Rooms card says about the viewer (README.md), with the zone its deadlines show in. */
export function createRoomStateService({ db }: { db: Database }) {
  return {
    async forUser(userId: string): Promise<RoomStates> {
      const [rows, timeZone] = await Promise.all([listRoomStates(db, userId), findTimeZone(db, userId)]);
      return { timeZone, rooms: rows.map(toRoomState) };
    },
  };
}
export type RoomStateService = ReturnType<typeof createRoomStateService>;
