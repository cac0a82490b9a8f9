import type { ActivePhase } from '@clipclub/protocol';
import { type RawBuilder, sql } from 'kysely';
import { executePrepared, PREPARED } from '../../db/prepared.ts';
import type { Executor, SessionRow } from '../../db/schema.ts';
import { asMember } from '../../db/tables/room-members.ts';
import type { lockRoom } from '../../db/tables/rooms.ts';
import { ACTIVE_STATUSES } from '../../db/tables/sessions.ts';
import { USER_NAME_COLUMNS } from '../../db/users.ts';

type Status = SessionRow['status'];

export type Deadlines = { submissions_deadline: Date | null; voting_deadline: Date | null };

// What opening a session needs of its room: its type, start date and schedule (migration 013),
// read with the room's lock (`lockRoom(db, roomId, { strength: 'no key update', columns:
// ROOM_TIMING })`, db/tables/rooms.ts). Every change of which session is active takes that lock
// first (create, advance, delete, the scheduler), so two of them in one room run one after the
// other, in any process; its weaker strength lets joins and notifications go on meanwhile.
export const ROOM_TIMING = [
  'type',
  'start_date',
  'submission_day',
  'submission_time',
  'voting_day',
  'voting_time',
  'time_zone',
] as const;
export type LockedRoom = NonNullable<Awaited<ReturnType<typeof lockRoom<(typeof ROOM_TIMING)[number]>>>>;

/**
 * The session moves' room lock (lockRoom's 'no key update', db/tables/rooms.ts) for the room of
 * a session, reading in the same statement the session, the room's member count and, when an
 * admin asks, whether they are one (an advance needs all of it: one round trip instead of four).
 * Only the room row is locked: the session part may predate a move committed while this waited,
 * which the conditional moveStatus then catches. A caller who is not a member finds nothing and
 * locks nothing.
 */
export async function lockRoomOfSession(db: Executor, sessionId: string, userId: string | null) {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('rooms', 'rooms.id', 'sessions.room_id')
    .selectAll('sessions')
    .select([
      'rooms.type as room_type',
      'rooms.start_date as room_start_date',
      'rooms.submission_day as room_submission_day',
      'rooms.submission_time as room_submission_time',
      'rooms.voting_day as room_voting_day',
      'rooms.voting_time as room_voting_time',
      'rooms.time_zone as room_time_zone',
    ])
    .select(MEMBER_COUNT.as('member_count'))
    .$if(userId !== null, (qb) =>
      qb.innerJoin('room_members', asMember('sessions.room_id', userId ?? '')).select('room_members.is_admin'),
    )
    .where('sessions.id', '=', sessionId)
    .forNoKeyUpdate('rooms')
    .executeTakeFirst();
  if (!row) return undefined;
  const {
    room_type,
    room_start_date,
    room_submission_day,
    room_submission_time,
    room_voting_day,
    room_voting_time,
    room_time_zone,
    member_count,
    is_admin,
    ...session
  } = row;
  const room: LockedRoom = {
    id: session.room_id,
    type: room_type,
    start_date: room_start_date,
    submission_day: room_submission_day,
    submission_time: room_submission_time,
    voting_day: room_voting_day,
    voting_time: room_voting_time,
    time_zone: room_time_zone,
  };
  return { room, session, memberCount: member_count ?? 0, isAdmin: is_admin === true };
}

/**
 * Takes the room's next session number (never reused), which locks the room as the moves'
 * lockRoom does.
 */
export function takeSessionNumber(db: Executor, roomId: string) {
  return db
    .updateTable('rooms')
    .set({ next_session_number: sql`next_session_number + 1` })
    .where('id', '=', roomId)
    .returning([sql<number>`next_session_number - 1`.as('session_number'), ...ROOM_TIMING])
    .executeTakeFirstOrThrow();
}

/**
 * What a new session needs to know of its room, read after takeSessionNumber locked it (so this
 * statement's snapshot holds every session a racing create or move committed under that lock),
 * in one statement: whether the running season already holds as many sessions as its length (an
 * open season never is; without a running season, after a finale, a new session starts the next
 * one), whether a session is active (the new one then waits as upcoming) and whether one reached
 * results (openingDeadlines).
 */
export async function roomBeforeNewSession(
  db: Executor,
  roomId: string,
): Promise<{ planFull: boolean; hasActive: boolean; hasResults: boolean }> {
  // Prepared: one text, whose three subqueries cost more to plan than to run.
  const { rows } = await sql<{ plan_full: boolean; has_active: boolean; has_results: boolean }>`${sql.raw(PREPARED)}
    select
      coalesce((select seasons.rounds is not null
          and (select count(*) from sessions where sessions.season_id = seasons.id) >= seasons.rounds
        from seasons where seasons.room_id = ${roomId} and seasons.status = 'running'), false) as plan_full,
      exists (select 1 from sessions where sessions.room_id = ${roomId}
        and sessions.status in (${sql.join(ACTIVE_STATUSES)})) as has_active,
      exists (select 1 from sessions where sessions.room_id = ${roomId}
        and sessions.status = 'results') as has_results`.execute(db);
  const row = rows[0];
  return {
    planFull: row?.plan_full === true,
    hasActive: row?.has_active === true,
    hasResults: row?.has_results === true,
  };
}

export function insertSession(
  db: Executor,
  s: Deadlines & {
    roomId: string;
    sessionNumber: number;
    theme: string;
    description: string | null;
    status: Status;
    createdAt: Date;
    suggestedBy?: string | null;
  },
) {
  return db
    .insertInto('sessions')
    .values({
      room_id: s.roomId,
      session_number: s.sessionNumber,
      theme: s.theme,
      description: s.description,
      status: s.status,
      submissions_deadline: s.submissions_deadline,
      voting_deadline: s.voting_deadline,
      created_at: s.createdAt,
      suggested_by: s.suggestedBy ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/**
 * The session as one member sees it, with their admin flag and the mode it is played in (a
 * started session keeps its own, migrations 011 and 013, points and cap too); undefined for an unknown session or a stranger.
 * `lock` takes a share lock on the session row, so a phase change (an UPDATE of that row) waits
 * for a write that depends on the phase, and a ballot never lands after voting closed.
 */
export function findSessionForMember(db: Executor, sessionId: string, userId: string, { lock = false } = {}) {
  const query = db
    .selectFrom('sessions')
    .innerJoin('rooms', 'rooms.id', 'sessions.room_id')
    .innerJoin('room_members', asMember('sessions.room_id', userId))
    .select(['sessions.id', 'sessions.room_id', 'sessions.status', 'sessions.members_at_results'])
    .select('room_members.is_admin')
    .select((eb) => eb.fn.coalesce('sessions.voting_mode', 'rooms.voting_mode').as('voting_mode'))
    // Likewise its points rules (migration 013).
    .select((eb) => [
      eb.fn.coalesce('sessions.points_per_ballot', 'rooms.points_per_ballot').as('points_per_ballot'),
      eb.fn.coalesce('sessions.per_video_cap', 'rooms.per_video_cap').as('per_video_cap'),
      // and high stakes (seasons, migration 030)
      eb.fn.coalesce('sessions.high_stakes', 'rooms.high_stakes').as('high_stakes'),
    ])
    .where('sessions.id', '=', sessionId);
  return (lock ? query.forShare('sessions') : query).executeTakeFirst();
}

export function listSessions(db: Executor, roomId: string) {
  return db.selectFrom('sessions').selectAll().where('room_id', '=', roomId).orderBy('session_number').execute();
}

export function updateSessionText(
  db: Executor,
  sessionId: string,
  text: { theme: string; description: string | null },
) {
  return db.updateTable('sessions').set(text).where('id', '=', sessionId).executeTakeFirst();
}

/** Submissions, ballots and votes go with it (ON DELETE CASCADE). */
export function deleteSession(db: Executor, sessionId: string) {
  return db.deleteFrom('sessions').where('id', '=', sessionId).returning(['status']).executeTakeFirst();
}

/**
 * The one way a session changes phase: conditional on the status it is expected to have, so
 * of two racing moves exactly one finds the row. Answers the moved row with what its view
 * needs (the view is built from the same statement), or undefined when this call did not move it.
 */
export function moveStatus(
  db: Executor,
  move: { sessionId: string; from: Status; to: Status; set?: Partial<Deadlines> & { members_at_results?: number } },
): Promise<MovedRow | undefined> {
  return (
    db
      .updateTable('sessions')
      .set({ status: move.to, ...move.set })
      .where('id', '=', move.sessionId)
      .where('status', '=', move.from)
      .returningAll()
      .returning(viewColumns)
      // Run after the room's lock was taken (lockRoomOfSession), so this statement's snapshot holds
      // every season change made under that lock.
      .returning((move.to === 'results' ? FINALE_POSSIBLE : sql<boolean>`false`).as('finale_possible'))
      .executeTakeFirst() as Promise<MovedRow | undefined>
  );
}

/**
 * Whether reaching results may leave the session's season owing a finale: the season has a
 * length (sessions_finish_season, migration 030, may finish it in this very move) or has
 * finished already, and its finale is unclaimed. An open season never finishes by a move, so
 * the finale check after the move (seasons announceFinale) is skipped: one statement less.
 */
const SEASON_MAY_OWE_FINALE = sql<boolean>`seasons.announced_at is null
    and (seasons.rounds is not null or seasons.status = 'finished')`;
const FINALE_POSSIBLE = sql<boolean>`coalesce((select ${SEASON_MAY_OWE_FINALE}
  from seasons where seasons.id = sessions.season_id), true)`;

/** A moved session: its view, and whether its season may owe a finale now (FINALE_POSSIBLE). */
export type MovedRow = SessionViewRow & { finale_possible: boolean };

/**
 * What a move to results adds to its statement to store the session's results notice with it
 * (notifications' resultsNoticesOfMoved): CTEs following the move's CTE `moved`, and a column of
 * the final select answering the notices stored.
 */
export type NoticesInMove = { ctes: RawBuilder<unknown>; column: RawBuilder<unknown> };

// What the move's view can answer without asking again: a session moved to voting or results is
// not upcoming, so hidden from nobody (HIDDEN); ballots are only taken in voting (votes'
// service), so none exist as submissions end; reaching results counted the members under the
// lock already. Every subquery of the statement is set up at each run, even one whose answer is
// never reached.
const NO_VOTERS_YET = sql<SessionViewRow['voters']>`'[]'::json`;

/**
 * An advance that ends a phase, in one statement run on its own (autocommit), when nothing has to
 * wait: the caller's rights (an admin of the room, unless the scheduler asks), the room's row lock
 * taken as the session moves' lockRoom takes it (SKIP LOCKED: a room another move holds is not
 * waited for here), and the conditional move returning its view. The phase's deadline becomes
 * `now` if it was still ahead (closedAt); reaching results stores the room's member count, counted under the lock.
 * Answers undefined whenever any of that does not hold (a stranger, a non-admin, a busy room, a
 * session in another phase, or `manualOnly` and an automatic room): the caller then takes the
 * transaction path, which waits for the lock and says why a refused move was refused.
 * Reaching results also answers FINALE_POSSIBLE, read from the season row under a KEY SHARE lock:
 * locking reads its latest version, so a length an admin set (under the room's lock) after this
 * statement's snapshot but before its lock is still seen, as the season trigger sees it. That
 * lock blocks no update of the season (only a delete).
 * With `notices`, reaching results also stores the session's results notice in this statement
 * (answered in `notices`): one round trip and one commit for the whole advance instead of two;
 * the session's `results_noticed_at` is its claim (migration 150).
 */
export function moveIfFree(
  db: Executor,
  move: {
    sessionId: string;
    userId: string | null;
    from: ActivePhase;
    to: 'voting' | 'results';
    now: Date;
    manualOnly: boolean;
    /** Reaching results: the session's notice, claimed and stored by this statement (NoticesInMove). */
    notices?: NoticesInMove | undefined;
  },
): Promise<(MovedRow & { notices?: unknown }) | undefined> {
  const { sessionId, userId, from, to, now } = move;
  const results = to === 'results';
  const notices = results ? move.notices : undefined;
  const closes = sql.ref(from === 'submissions' ? 'submissions_deadline' : 'voting_deadline');
  const closing = sql.ref(from === 'submissions' ? 'sessions.submissions_deadline' : 'sessions.voting_deadline');
  const update = sql`
    update sessions
    set status = ${to},
      ${closes} = case when ${closing} > ${now} then ${now} else ${closing} end
      ${results ? sql`, members_at_results = locked.member_count` : sql``}
      ${notices ? sql`, results_noticed_at = ${now}` : sql``}
    from locked
    where sessions.id = ${sessionId} and sessions.status = ${from}
    returning sessions.*, ${results ? sql`locked.member_count` : MEMBER_COUNT} as member_count, ${SUBMITTERS} as submitters,
      ${results ? VOTERS : NO_VOTERS_YET} as voters, ${ROUND} as round, ${SUGGESTED_BY} as suggester,
      false as hidden_for_members,
      ${results ? sql`locked.finale_possible` : sql`false`} as finale_possible`;
  return sql<MovedRow & { notices?: unknown }>`${sql.raw(PREPARED)}
    with locked as (
      select ${results ? sql`${MEMBER_COUNT}` : sql`null`} as member_count
      ${results ? sql`, ${SEASON_MAY_OWE_FINALE} as finale_possible` : sql``}
      from sessions inner join rooms on rooms.id = sessions.room_id
      ${results ? sql`inner join seasons on seasons.id = sessions.season_id` : sql``}
      ${userId === null ? sql`` : sql`inner join room_members as asker on asker.room_id = sessions.room_id and asker.user_id = ${userId} and asker.is_admin`}
      where sessions.id = ${sessionId} and sessions.status = ${from}
      ${move.manualOnly ? sql`and rooms.type = 'manual'` : sql``}
      for no key update of rooms skip locked
      ${results ? sql`for key share of seasons` : sql``}
    )
    ${notices ? sql`, moved as (${update})${notices.ctes} select moved.*, ${notices.column} as notices from moved` : update}`
    .execute(db)
    .then((result) => result.rows[0]);
}

/** The room's upcoming sessions, in order (their themes may be hidden from members). */
export async function listUpcomingIds(db: Executor, roomId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('sessions')
    .select('id')
    .where('room_id', '=', roomId)
    .where('status', '=', 'upcoming')
    .orderBy('session_number')
    .execute();
  return rows.map((r) => r.id);
}

/** Whether the room's theme visibility hides anything at all (not 'all'). */
export async function hidesThemes(db: Executor, roomId: string): Promise<boolean> {
  const row = await db.selectFrom('rooms').select('theme_visibility').where('id', '=', roomId).executeTakeFirst();
  return row !== undefined && row.theme_visibility !== 'all';
}

export function lowestUpcomingSession(db: Executor, roomId: string) {
  return db
    .selectFrom('sessions')
    .select('id')
    .where('room_id', '=', roomId)
    .where('status', '=', 'upcoming')
    .orderBy('session_number')
    .limit(1)
    .executeTakeFirst();
}

// What a session's view needs beside its row, as subqueries of the statement that reads (or
// moves) the session, so a view costs no statement of its own: the room's member count, who
// submitted (in submission order, with the video ids for the playlist) and who has voted. Built
// once, here: they take no parameters, and building them per statement cost more server time
// than anything else in an advance but the database's answer.
const MEMBER_COUNT = sql<number>`(select count(*)::int from room_members where room_members.room_id = sessions.room_id)`;
const PARTICIPANT = [...USER_NAME_COLUMNS] as const;
const PARTICIPANT_COLUMNS = sql.raw(USER_NAME_COLUMNS.join(', '));
const SUBMITTERS = sql<SessionViewRow['submitters']>`(select coalesce(json_agg(agg), '[]') from (
  select submissions.id as submission_id, submissions.user_id, submissions.video_id, ${PARTICIPANT_COLUMNS}
  from submissions inner join users on users.id = submissions.user_id
  where submissions.session_id = sessions.id
  order by submissions.seq
) as agg)`;
const VOTERS = sql<SessionViewRow['voters']>`(select coalesce(json_agg(agg), '[]') from (
  select ballots.voter_id as user_id, ${PARTICIPANT_COLUMNS}
  from ballots inner join users on users.id = ballots.voter_id
  where ballots.session_id = sessions.id
) as agg)`;
// Seasons (migration 030): the round within its season, who suggested its theme, and whether
// the room's theme visibility hides it from non-admins (an upcoming session other than the
// next one under 'next', every upcoming one under 'none').
const ROUND = sql<number>`(select count(*)::int from sessions as earlier
  where earlier.season_id = sessions.season_id and earlier.session_number <= sessions.session_number)`;
const SUGGESTED_BY = sql<SessionViewRow['suggester']>`(select json_build_object('user_id', users.id,
  'display_name', users.display_name, 'first_name', users.first_name, 'last_name', users.last_name,
  'email', users.email) from users where users.id = sessions.suggested_by)`;
const HIDDEN = sql<boolean>`(sessions.status = 'upcoming' and coalesce((select case rooms.theme_visibility
    when 'none' then true
    when 'next' then exists (select 1 from sessions as sooner where sooner.room_id = sessions.room_id
      and sooner.status = 'upcoming' and sooner.session_number < sessions.session_number)
    else false end
  from rooms where rooms.id = sessions.room_id), false))`;
const VIEW_COLUMNS = [
  MEMBER_COUNT.as('member_count'),
  SUBMITTERS.as('submitters'),
  VOTERS.as('voters'),
  ROUND.as('round'),
  SUGGESTED_BY.as('suggester'),
  HIDDEN.as('hidden_for_members'),
] as const;
const viewColumns = () => VIEW_COLUMNS;

export type ParticipantRow = {
  user_id: string;
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  profile_image_url: string | null;
};
export type SessionViewRow = SessionRow & {
  member_count: number | null;
  submitters: (ParticipantRow & { submission_id: string; video_id: string })[];
  voters: ParticipantRow[];
  round: number;
  suggester: Omit<ParticipantRow, 'profile_image_url'> | null;
  hidden_for_members: boolean;
};

/**
 * Sessions with what their views need, by id, in session order. One session (a read, a session
 * made) is a prepared statement: planning the view's subqueries cost more than running them.
 */
export function listSessionViewsById(db: Executor, ids: readonly string[]): Promise<SessionViewRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const [one] = ids;
  const query = db.selectFrom('sessions').selectAll('sessions').select(viewColumns);
  if (ids.length === 1 && one)
    return executePrepared(db, query.where('sessions.id', '=', one)) as Promise<SessionViewRow[]>;
  return query.where('sessions.id', 'in', ids).orderBy('session_number').execute() as Promise<SessionViewRow[]>;
}

/**
 * One page of a room's sessions with what their views need, in one statement: newest first,
 * numbered below `before` (keyset), one row more than `limit` to tell whether a page follows.
 */
/**
 * One page of the room's sessions with their views, newest first (one more than `limit`, to
 * tell whether a next page exists), read in the same statement as the reader's membership:
 * undefined when the user is not a member of the room (docs/rules.md §2: 404).
 */
export async function listRoomSessionViewsForMember(
  db: Executor,
  roomId: string,
  userId: string,
  page: { limit: number; before?: number },
): Promise<{ readerIsAdmin: boolean; rows: SessionViewRow[] } | undefined> {
  // Prepared (two texts: with and without `before`), as planning the view costs more than running it.
  const rows = await executePrepared(
    db,
    db
      .selectFrom('room_members as reader')
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('sessions')
            .selectAll('sessions')
            .select(viewColumns)
            .whereRef('sessions.room_id', '=', 'reader.room_id')
            .$if(page.before !== undefined, (qb) => qb.where('sessions.session_number', '<', page.before ?? 0))
            .orderBy('sessions.session_number', 'desc')
            .limit(page.limit + 1)
            .as('page'),
        (join) => join.onTrue(),
      )
      .selectAll('page')
      .select('reader.is_admin as reader_is_admin')
      .where('reader.room_id', '=', roomId)
      .where('reader.user_id', '=', userId)
      .orderBy('page.session_number', 'desc'),
  );
  const [first] = rows;
  if (!first) return undefined;
  // A member of a room without sessions gets one row of nulls from the outer join.
  return {
    readerIsAdmin: first.reader_is_admin,
    rows: rows.filter((row) => row.id !== null) as unknown as SessionViewRow[],
  };
}

/** Who has voted in a session (names only, never how), for the votes progress event. */
export function listVoters(db: Executor, sessionId: string): Promise<ParticipantRow[]> {
  return db
    .selectFrom('ballots')
    .innerJoin('users', 'users.id', 'ballots.voter_id')
    .select(['ballots.voter_id as user_id', ...PARTICIPANT])
    .where('ballots.session_id', '=', sessionId)
    .execute();
}
