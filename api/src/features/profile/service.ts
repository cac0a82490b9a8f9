import { displayName, type Profile, providerName, type UpdateProfileBodySchema, type User } from '@clipclub/protocol';
import type { z } from 'zod';
import type { Database } from '../../db/connect.ts';
import { listRoomIdsOf } from '../../db/tables/room-members.ts';
import { toUser, userName } from '../../db/users.ts';
import type { Clock } from '../../lib/clock.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { RoomEvents } from '../../lib/room-events.ts';
import { loadSessionVotes } from '../results/scoring-input.ts';
import { standings } from '../seasons/league.ts';
import { loadPlayers, loadSeasonRounds } from '../seasons/rounds.ts';
import * as q from './queries.ts';
import { playerRecord } from './record.ts';
import { seasonsRecord } from './seasons-record.ts';

type Deps = { db: Database; clock: Clock; events: RoomEvents };
type ProfileChange = z.output<typeof UpdateProfileBodySchema>;

const USER_NOT_FOUND = 'User not found';

export function createProfileService({ db, clock, events }: Deps) {
  /** Each finished season the player took part in, scored as the Standings tab scores it. */
  async function seasonsRecordOf(userId: string) {
    const finished = await q.listFinishedSeasonsOf(db, userId);
    const withStandings = await Promise.all(
      finished.map(async (s) => {
        const rounds = await loadSeasonRounds(db, s.id);
        return {
          seasonId: s.id,
          seasonName: s.name,
          roomId: s.room_id,
          roomName: s.room_name,
          finishedAt: new Date(s.finished_at ?? 0).toISOString(),
          standings: standings(rounds, await loadPlayers(db, s.room_id, rounds)),
        };
      }),
    );
    return seasonsRecord(userId, withStandings);
  }

  return {
    /** The signed-in player's own profile and record; nobody reads another's. */
    async profile(userId: string): Promise<Profile> {
      const row = await q.findUser(db, userId);
      if (!row) throw new NotFoundError(USER_NOT_FOUND);
      const sessions = await q.listFinishedSessionsOf(db, userId);
      const loaded = await loadSessionVotes(
        db,
        sessions.map((s) => s.id),
      );
      const record = playerRecord(
        userId,
        sessions.map((s) => ({
          sessionId: s.id,
          sessionNumber: s.session_number,
          theme: s.theme,
          roomId: s.room_id,
          roomName: s.room_name,
          votingMode: s.voting_mode,
          highStakes: s.high_stakes,
          ...(loaded.get(s.id) ?? { submissions: [], votes: [], voterIds: [] }),
        })),
      );
      const user = toUser(row);
      const seasons = await seasonsRecordOf(userId);
      return { user, providerName: providerName(user), record: { ...record, ...seasons } };
    },

    /**
     * Changes the player's own display name and/or time zone. When the name everyone sees
     * changed, every room the player is in hears `user:renamed` (after the write committed).
     */
    async update(userId: string, change: ProfileChange): Promise<User> {
      const before = await q.updateUser(
        db,
        userId,
        {
          ...(change.displayName !== undefined ? { display_name: change.displayName } : {}),
          ...(change.timeZone !== undefined ? { time_zone: change.timeZone } : {}),
        },
        clock.now(),
      );
      if (!before) throw new NotFoundError(USER_NOT_FOUND);
      const row = await q.findUser(db, userId);
      if (!row) throw new NotFoundError(USER_NOT_FOUND);
      const user = toUser(row);
      // Signed-in users are remembered for a few seconds per process; the change must show now.
      events.userChanged(userId);
      const oldName = userName(before);
      const newName = displayName(user);
      if (newName !== oldName) {
        for (const roomId of await listRoomIdsOf(db, userId)) {
          events.publish(roomId, 'user:renamed', { roomId, userId, userName: newName });
        }
      }
      return user;
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
