import { type ExpressionBuilder, sql } from 'kysely';
import { executePrepared } from '../../db/prepared.ts';
import type { DB, Executor } from '../../db/schema.ts';
import { asMember } from '../../db/tables/room-members.ts';
import { playedSessions } from '../../db/tables/sessions.ts';
import { USER_NAME_COLUMNS } from '../../db/users.ts';

// The SQL of seasons, standings, suggestions and the export (migration 030).

const SEASON_COLUMNS = [
  'seasons.id',
  'seasons.room_id',
  'seasons.number',
  'seasons.name',
  'seasons.rounds',
  'seasons.status',
  'seasons.started_at',
  'seasons.finished_at',
] as const;
const SESSION_IDS = sql<string[]>`(select coalesce(json_agg(s.id order by s.session_number), '[]')
  from sessions as s where s.season_id = seasons.id)`;
const PLAYED = sql<number>`(select count(*)::int from sessions as s
  where s.season_id = seasons.id and s.status = 'results')`;

export function listSeasons(db: Executor, roomId: string) {
  return db
    .selectFrom('seasons')
    .select(SEASON_COLUMNS)
    .select(SESSION_IDS.as('session_ids'))
    .select(PLAYED.as('played'))
    .where('room_id', '=', roomId)
    .orderBy('number', 'desc')
    .execute();
}
export type SeasonRow = Awaited<ReturnType<typeof listSeasons>>[number];

/** Prepared: read after every session made, and its two subqueries cost more to plan than to run. */
export async function findSeason(db: Executor, seasonId: string): Promise<SeasonRow | undefined> {
  const [row] = await executePrepared(
    db,
    db
      .selectFrom('seasons')
      .select(SEASON_COLUMNS)
      .select(SESSION_IDS.as('session_ids'))
      .select(PLAYED.as('played'))
      .where('id', '=', seasonId),
  );
  return row;
}

/** The season with the reader's membership of its room; undefined for a stranger. */
export function findSeasonForMember(db: Executor, seasonId: string, userId: string) {
  return db
    .selectFrom('seasons')
    .innerJoin('room_members', asMember('seasons.room_id', userId))
    .select(['seasons.id', 'seasons.room_id', 'seasons.status', 'seasons.rounds', 'room_members.is_admin'])
    .where('seasons.id', '=', seasonId)
    .executeTakeFirst();
}

export function runningSeason(db: Executor, roomId: string) {
  return db
    .selectFrom('seasons')
    .select(['id', 'number', 'rounds'])
    .where('room_id', '=', roomId)
    .where('status', '=', 'running')
    .executeTakeFirst();
}

export function lastSeason(db: Executor, roomId: string) {
  return db
    .selectFrom('seasons')
    .select(['id', 'number', 'rounds'])
    .where('room_id', '=', roomId)
    .orderBy('number', 'desc')
    .executeTakeFirst();
}

/** Finishes a running season; undefined when it was not running (another request finished it). */
export function finishSeason(db: Executor, seasonId: string, now: Date) {
  return db
    .updateTable('seasons')
    .set({ status: 'finished', finished_at: now })
    .where('id', '=', seasonId)
    .where('status', '=', 'running')
    .returning('id')
    .executeTakeFirst();
}

export function insertSeason(
  db: Executor,
  s: { roomId: string; number: number; name: string; rounds: number | null; now: Date },
) {
  return db
    .insertInto('seasons')
    .values({ room_id: s.roomId, number: s.number, name: s.name, rounds: s.rounds, started_at: s.now })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function updateSeason(db: Executor, seasonId: string, set: { name?: string; rounds?: number | null }) {
  return db.updateTable('seasons').set(set).where('id', '=', seasonId).execute();
}

/** How many of the season's sessions have been played (reached results) and planned in all. */
export async function countSeasonSessions(db: Executor, seasonId: string) {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => [
      eb.fn.countAll<string>().as('planned'),
      eb.fn.count<string>(sql`case when status = 'results' then 1 end`).as('played'),
    ])
    .where('season_id', '=', seasonId)
    .executeTakeFirstOrThrow();
  return { planned: Number(row.planned), played: Number(row.played) };
}

/** A finale still owed: the season has finished and no process has claimed its announcement. */
function finaleUnclaimed(eb: ExpressionBuilder<DB, 'seasons'>) {
  return eb.and([eb('seasons.status', '=', 'finished'), eb('seasons.announced_at', 'is', null)]);
}

/**
 * Claims the finale's announcement of a finished season, once across processes: only the
 * caller whose UPDATE finds it unannounced announces it.
 */
export function claimFinale(db: Executor, seasonId: string, now: Date) {
  return db
    .updateTable('seasons')
    .set({ announced_at: now })
    .where('id', '=', seasonId)
    .where(finaleUnclaimed)
    .returning(['id', 'room_id'])
    .executeTakeFirst();
}

/**
 * Whether the season's finale is still owed (finished, claimed by no process): one read, so the
 * common move to results (a season still running) opens no transaction to find nothing to claim.
 */
export async function finaleOwed(db: Executor, seasonId: string): Promise<boolean> {
  const row = await db
    .selectFrom('seasons')
    .select('id')
    .where('id', '=', seasonId)
    .where(finaleUnclaimed)
    .executeTakeFirst();
  return row !== undefined;
}

/** Finished seasons whose finale no process has claimed, finished since `since`. */
export function listUnannouncedFinales(db: Executor, since: Date) {
  return db
    .selectFrom('seasons')
    .select('id')
    .where(finaleUnclaimed)
    .where('finished_at', '>=', since)
    .orderBy('finished_at')
    .execute();
}

/** The season's sessions in results, in round order, with the mode and high stakes they were played under. */
export function listPlayedSessions(db: Executor, seasonId: string) {
  return playedSessions(db).where('sessions.season_id', '=', seasonId).orderBy('sessions.session_number').execute();
}

/** Current members, and anyone who submitted or voted in the given sessions (a former member keeps their place). */
export function listPlayers(db: Executor, roomId: string, sessionIds: readonly string[]) {
  const ids = sessionIds.length > 0 ? sessionIds : ['00000000-0000-0000-0000-000000000000'];
  return db
    .selectFrom('users')
    .select(['users.id', ...USER_NAME_COLUMNS])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('room_members')
            .select('room_members.id')
            .whereRef('room_members.user_id', '=', 'users.id')
            .where('room_members.room_id', '=', roomId),
        )
        .as('is_member'),
    )
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('room_members')
            .select('room_members.id')
            .whereRef('room_members.user_id', '=', 'users.id')
            .where('room_members.room_id', '=', roomId),
        ),
        eb.exists(
          eb
            .selectFrom('submissions')
            .select('submissions.id')
            .whereRef('submissions.user_id', '=', 'users.id')
            .where('submissions.session_id', 'in', ids),
        ),
        eb.exists(
          eb
            .selectFrom('ballots')
            .select('ballots.id')
            .whereRef('ballots.voter_id', '=', 'users.id')
            .where('ballots.session_id', 'in', ids),
        ),
      ]),
    )
    .execute();
}

export function findRoomName(db: Executor, roomId: string) {
  return db.selectFrom('rooms').select(['id', 'name']).where('id', '=', roomId).executeTakeFirst();
}

/** Every session in results of the room, with its season's name and its round, for the export. */
export function listExportSessions(db: Executor, roomId: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('rooms', 'rooms.id', 'sessions.room_id')
    .innerJoin('seasons', 'seasons.id', 'sessions.season_id')
    .select(['sessions.id', 'sessions.theme', 'seasons.name as season_name', 'seasons.number as season_number'])
    .select((eb) => [
      eb.fn.coalesce('sessions.voting_mode', 'rooms.voting_mode').as('voting_mode'),
      sql<number>`(select count(*)::int from sessions as earlier where earlier.season_id = sessions.season_id
        and earlier.session_number <= sessions.session_number)`.as('round'),
    ])
    .where('sessions.room_id', '=', roomId)
    .where('sessions.status', '=', 'results')
    .orderBy('seasons.number')
    .orderBy('sessions.session_number')
    .execute();
}

// Theme suggestions (open = not yet used for a session).

export function listSuggestions(db: Executor, roomId: string, readerId: string, suggestionId?: string) {
  return db
    .selectFrom('theme_suggestions')
    .innerJoin('users', 'users.id', 'theme_suggestions.user_id')
    .select([
      'theme_suggestions.id',
      'theme_suggestions.theme',
      'theme_suggestions.user_id',
      'theme_suggestions.created_at',
    ])
    .select(USER_NAME_COLUMNS)
    .select((eb) => [
      eb
        .selectFrom('suggestion_upvotes')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('suggestion_upvotes.suggestion_id', '=', 'theme_suggestions.id')
        .as('upvotes'),
      eb
        .exists(
          eb
            .selectFrom('suggestion_upvotes')
            .select('suggestion_upvotes.user_id')
            .whereRef('suggestion_upvotes.suggestion_id', '=', 'theme_suggestions.id')
            .where('suggestion_upvotes.user_id', '=', readerId),
        )
        .as('upvoted_by_me'),
    ])
    .where('theme_suggestions.room_id', '=', roomId)
    .where('theme_suggestions.used_at', 'is', null)
    .$if(suggestionId !== undefined, (qb) => qb.where('theme_suggestions.id', '=', suggestionId ?? ''))
    .orderBy('upvotes', 'desc')
    .orderBy('theme_suggestions.created_at')
    .execute();
}
export type SuggestionRow = Awaited<ReturnType<typeof listSuggestions>>[number];

/** An open suggestion with the reader's membership of its room; undefined for a stranger. */
export function findSuggestionForMember(db: Executor, suggestionId: string, userId: string) {
  return db
    .selectFrom('theme_suggestions')
    .innerJoin('room_members', asMember('theme_suggestions.room_id', userId))
    .select([
      'theme_suggestions.id',
      'theme_suggestions.room_id',
      'theme_suggestions.user_id',
      'theme_suggestions.theme',
      'room_members.is_admin',
    ])
    .where('theme_suggestions.id', '=', suggestionId)
    .where('theme_suggestions.used_at', 'is', null)
    .executeTakeFirst();
}

export async function countOpenSuggestions(db: Executor, roomId: string, userId: string): Promise<number> {
  const row = await db
    .selectFrom('theme_suggestions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('room_id', '=', roomId)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertSuggestion(db: Executor, s: { roomId: string; userId: string; theme: string; now: Date }) {
  return db
    .insertInto('theme_suggestions')
    .values({ room_id: s.roomId, user_id: s.userId, theme: s.theme, created_at: s.now })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function insertUpvote(db: Executor, suggestionId: string, userId: string) {
  return db
    .insertInto('suggestion_upvotes')
    .values({ suggestion_id: suggestionId, user_id: userId })
    .onConflict((oc) => oc.doNothing())
    .returning('user_id')
    .executeTakeFirst();
}

export function deleteUpvote(db: Executor, suggestionId: string, userId: string) {
  return db
    .deleteFrom('suggestion_upvotes')
    .where('suggestion_id', '=', suggestionId)
    .where('user_id', '=', userId)
    .execute();
}

export function deleteSuggestion(db: Executor, suggestionId: string) {
  return db.deleteFrom('theme_suggestions').where('id', '=', suggestionId).execute();
}

/** Marks a suggestion used, once: undefined when another admin used it first. */
export function markSuggestionUsed(db: Executor, suggestionId: string, now: Date) {
  return db
    .updateTable('theme_suggestions')
    .set({ used_at: now })
    .where('id', '=', suggestionId)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
}

export function linkSuggestionSession(db: Executor, suggestionId: string, sessionId: string) {
  return db.updateTable('theme_suggestions').set({ session_id: sessionId }).where('id', '=', suggestionId).execute();
}

export function reopenSuggestion(db: Executor, suggestionId: string) {
  return db.updateTable('theme_suggestions').set({ used_at: null }).where('id', '=', suggestionId).execute();
}

export function findRoomRules(db: Executor, roomId: string) {
  return db.selectFrom('rooms').select(['type', 'close_early']).where('id', '=', roomId).executeTakeFirst();
}
