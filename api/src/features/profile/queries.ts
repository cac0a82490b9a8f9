import type { Executor } from '../../db/schema.ts';

export function findUser(db: Executor, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'profile_image_url', 'display_name', 'time_zone'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Sets the given fields (undefined: unchanged) and answers the row before and after. */
export async function updateUser(
  db: Executor,
  userId: string,
  change: { display_name?: string | null; time_zone?: string | null },
  now: Date,
) {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('users')
      .select(['display_name', 'first_name', 'last_name', 'email'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) return undefined;
    await trx
      .updateTable('users')
      .set({ ...change, updated_at: now })
      .where('id', '=', userId)
      .execute();
    return before;
  });
}

/** The rooms a user is a member of: where a rename is announced. */
export async function listRoomIdsOf(db: Executor, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('room_members').select('room_id').where('user_id', '=', userId).execute();
  return rows.map((r) => r.room_id);
}

/**
 * Finished sessions the user took part in (submitted a video or cast a ballot), oldest first,
 * in any room, with the mode each was played in.
 */
export function listFinishedSessionsOf(db: Executor, userId: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('rooms', 'rooms.id', 'sessions.room_id')
    .select(['sessions.id', 'sessions.session_number', 'sessions.theme', 'sessions.room_id', 'rooms.name as room_name'])
    .select((eb) => eb.fn.coalesce('sessions.voting_mode', 'rooms.voting_mode').as('voting_mode'))
    .where('sessions.status', '=', 'results')
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('submissions')
            .select('submissions.id')
            .whereRef('submissions.session_id', '=', 'sessions.id')
            .where('submissions.user_id', '=', userId),
        ),
        eb.exists(
          eb
            .selectFrom('ballots')
            .select('ballots.id')
            .whereRef('ballots.session_id', '=', 'sessions.id')
            .where('ballots.voter_id', '=', userId),
        ),
      ]),
    )
    .orderBy('sessions.created_at')
    .orderBy('sessions.session_number')
    .execute();
}
