import { sql } from 'kysely';
import type { Executor } from '../../db/schema.ts';

/**
 * One row per room the user belongs to (newest joined first), with the session that matters to
 * them now: the active one (submissions or voting), else the latest with results, else the next
 * upcoming; whether they took part; how many members are still missing; and the latest nudge
 * they got in that session's current phase. One statement.
 */
export function listRoomStates(db: Executor, userId: string) {
  return db
    .selectFrom('room_members as me')
    .innerJoin('rooms', 'rooms.id', 'me.room_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('sessions')
          .select([
            'sessions.id',
            'sessions.session_number',
            'sessions.theme',
            'sessions.status',
            'sessions.voting_mode',
            'sessions.submissions_deadline',
            'sessions.voting_deadline',
          ])
          .whereRef('sessions.room_id', '=', 'rooms.id')
          .orderBy(
            sql`case sessions.status when 'submissions' then 0 when 'voting' then 0 when 'results' then 1 else 2 end`,
          )
          .orderBy(
            sql`case when sessions.status = 'results' then -sessions.session_number else sessions.session_number end`,
          )
          .limit(1)
          .as('s'),
      (join) => join.onTrue(),
    )
    .leftJoin('nudges', (j) =>
      j
        .onRef('nudges.session_id', '=', 's.id')
        .on('nudges.user_id', '=', userId)
        .onRef('nudges.phase', '=', sql`s.status`),
    )
    .leftJoin('users as nudger', 'nudger.id', 'nudges.by_user_id')
    .select([
      'rooms.id as room_id',
      'rooms.voting_mode as room_voting_mode',
      's.id as session_id',
      's.session_number',
      's.theme',
      's.status',
      's.voting_mode',
      's.submissions_deadline',
      's.voting_deadline',
      'nudges.nudged_at',
      'nudger.display_name as nudger_display_name',
      'nudger.first_name as nudger_first_name',
      'nudger.last_name as nudger_last_name',
      'nudger.email as nudger_email',
    ])
    .select((eb) => [
      eb
        .selectFrom('room_members')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('room_members.room_id', '=', 'rooms.id')
        .as('member_count'),
      eb
        .selectFrom('submissions')
        .innerJoin('room_members as m', (j) =>
          j.onRef('m.user_id', '=', 'submissions.user_id').onRef('m.room_id', '=', 'rooms.id'),
        )
        .select(sql<number>`count(distinct submissions.user_id)::int`.as('n'))
        .whereRef('submissions.session_id', '=', 's.id')
        .as('submitted_count'),
      eb
        .selectFrom('ballots')
        .innerJoin('room_members as m', (j) =>
          j.onRef('m.user_id', '=', 'ballots.voter_id').onRef('m.room_id', '=', 'rooms.id'),
        )
        .select(sql<number>`count(distinct ballots.voter_id)::int`.as('n'))
        .whereRef('ballots.session_id', '=', 's.id')
        .as('voted_count'),
      eb
        .exists(
          eb
            .selectFrom('submissions')
            .select('submissions.id')
            .whereRef('submissions.session_id', '=', 's.id')
            .where('submissions.user_id', '=', userId),
        )
        .as('submitted'),
      eb
        .exists(
          eb
            .selectFrom('ballots')
            .select('ballots.id')
            .whereRef('ballots.session_id', '=', 's.id')
            .where('ballots.voter_id', '=', userId),
        )
        .as('voted'),
      // Theme visibility 'none' hides every upcoming theme from non-admins (docs/rules.md §12);
      // the upcoming session shown here is the next one, which 'next' still shows.
      sql<boolean>`(s.status = 'upcoming' and rooms.theme_visibility = 'none' and not me.is_admin)`.as('theme_hidden'),
    ])
    .where('me.user_id', '=', userId)
    .orderBy('me.joined_at', 'desc')
    .orderBy('rooms.id')
    .execute();
}
export type RoomStateRow = Awaited<ReturnType<typeof listRoomStates>>[number];

export async function findTimeZone(db: Executor, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('time_zone').where('id', '=', userId).executeTakeFirst();
  return row?.time_zone ?? null;
}
