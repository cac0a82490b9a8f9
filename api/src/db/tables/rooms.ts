import type { DB, Executor } from '../schema.ts';

// The room row's lock, which several features take before changing what belongs to a room.

/**
 * How hard lockRoom holds the row. The two conflict with each other and with themselves, so every
 * caller of lockRoom in one room waits for the one before it to commit, in any process, whatever
 * strength each asks. They differ in who else waits: an insert that merely references the room
 * (a member joining, a session, a season, a suggestion, a notification) checks its foreign key
 * with KEY SHARE, which `'no key update'` lets through and `'update'` holds until commit.
 */
export type RoomLockStrength = 'update' | 'no key update';

type RoomColumn = keyof DB['rooms'] & string;

/**
 * Locks the room's row for the rest of the transaction and reads its id (and `columns`, for a
 * caller that needs the row as locked); undefined for a room that does not exist. Which strength:
 * - `'update'`: membership and settings changes (rooms). A join overlapping a leave then commits
 *   after it, never between its member count and its commit, so the last admin of a room that has
 *   other members cannot leave it (docs/rules.md §2); the other way round, a leave waits for a
 *   join in flight and counts it. These are rare admin acts, so holding joins back costs little.
 * - `'no key update'`: session moves (create, advance, delete, the scheduler) and season and
 *   theme suggestion changes. They only need to queue behind each other, they run often (the
 *   scheduler among them), and joins and notifications must not wait for them.
 */
export function lockRoom<C extends RoomColumn = never>(
  db: Executor,
  roomId: string,
  lock: { strength: RoomLockStrength; columns?: readonly C[] },
) {
  const query = db
    .selectFrom('rooms')
    .select(['id', ...(lock.columns ?? [])])
    .where('id', '=', roomId);
  return (lock.strength === 'update' ? query.forUpdate() : query.forNoKeyUpdate()).executeTakeFirst();
}
