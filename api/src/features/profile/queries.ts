import type { Executor } from '../../db/schema.ts';
import { playedSessions } from '../../db/tables/sessions.ts';

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

/**
 * Finished sessions the user took part in (submitted a video or cast a ballot), oldest first,
 * in any room, with the mode each was played in.
 */
export function listFinishedSessionsOf(db: Executor, userId: string) {
  return playedSessions(db)
    .select('rooms.name as room_name')
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

/**
 * Finished seasons the user took part in (submitted or voted in one of their rounds in results),
 * the latest finished first (docs/rules.md §12 "Profiles").
 */
export function listFinishedSeasonsOf(db: Executor, userId: string) {
  return db
    .selectFrom('seasons')
    .innerJoin('rooms', 'rooms.id', 'seasons.room_id')
    .select(['seasons.id', 'seasons.name', 'seasons.room_id', 'seasons.finished_at', 'rooms.name as room_name'])
    .where('seasons.status', '=', 'finished')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('sessions')
          .select('sessions.id')
          .whereRef('sessions.season_id', '=', 'seasons.id')
          .where('sessions.status', '=', 'results')
          .where((inner) =>
            inner.or([
              inner.exists(
                inner
                  .selectFrom('submissions')
                  .select('submissions.id')
                  .whereRef('submissions.session_id', '=', 'sessions.id')
                  .where('submissions.user_id', '=', userId),
              ),
              inner.exists(
                inner
                  .selectFrom('ballots')
                  .select('ballots.id')
                  .whereRef('ballots.session_id', '=', 'sessions.id')
                  .where('ballots.voter_id', '=', userId),
              ),
            ]),
          ),
      ),
    )
    .orderBy('seasons.finished_at', 'desc')
    .orderBy('seasons.id')
    .execute();
}
