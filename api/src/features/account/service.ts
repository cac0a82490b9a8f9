import { ACCOUNT_MESSAGES, type AccountData, FORMER_PLAYER } from '@clipclub/protocol';
import type { Database } from '../../db/connect.ts';
import type { Clock } from '../../lib/clock.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import type { RoomEvents } from '../../lib/room-events.ts';
import { type EraseContext, PLAYER_DATA } from './player-data.ts';
import * as q from './queries.ts';

type Deps = {
  db: Database;
  clock: Clock;
  events: RoomEvents;
  /** The rooms service's: a member out of a room in a transaction, and telling the room after. */
  withdraw: EraseContext['withdraw'];
  announceRemoved: (roomId: string, userId: string) => Promise<unknown>;
};

export function createAccountService({ db, clock, events, withdraw, announceRemoved }: Deps) {
  return {
    /** Everything held about the signed-in player, as PLAYER_DATA reads it. */
    async download(userId: string): Promise<AccountData> {
      const profile = await q.findProfile(db, userId);
      if (!profile) throw new NotFoundError('User not found');
      const sections = await Promise.all(PLAYER_DATA.map((part) => part.read?.(db, userId) ?? {}));
      const empty = {
        memberships: [],
        submissions: [],
        ballots: [],
        notifications: [],
        preferences: { email: [], calendarLinks: [], pushSubscriptions: [] },
      };
      return {
        exportedAt: clock.now().toISOString(),
        profile: {
          id: profile.id,
          email: profile.email,
          firstName: profile.first_name,
          lastName: profile.last_name,
          displayName: profile.display_name,
          profileImageUrl: profile.profile_image_url,
          timeZone: profile.time_zone,
          createdAt: new Date(profile.created_at).toISOString(),
        },
        ...Object.assign(empty, ...sections),
      };
    },

    /**
     * Deletes the account in one transaction. Refused while the player is the only admin of a
     * room others are still in; a room they are alone in goes with them.
     */
    async delete(userId: string): Promise<void> {
      const left = await db.transaction().execute(async (trx) => {
        const rooms = await q.lockRoomsOf(trx, userId);
        const stranded = rooms.find((r) => r.isAdmin && r.admins === 1 && r.members > 1);
        if (stranded) throw new ConflictError(ACCOUNT_MESSAGES.soleAdmin(stranded.name));
        const alone = rooms.filter((r) => r.members === 1).map((r) => r.id);
        const shared = rooms.filter((r) => r.members > 1).map((r) => r.id);
        await q.deleteRoomsById(trx, alone);
        for (const part of PLAYER_DATA) await part.erase(trx, userId, { rooms: shared, withdraw });
        await q.emptyUser(trx, userId, FORMER_PLAYER, clock.now());
        return { alone, shared };
      });
      // After commit: the player's sockets and cached sign-ins go everywhere, rooms hear it.
      events.userSignedOut(userId);
      events.userChanged(userId);
      for (const roomId of left.alone) events.publish(roomId, 'room:deleted', { roomId });
      for (const roomId of left.shared) await announceRemoved(roomId, userId);
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
