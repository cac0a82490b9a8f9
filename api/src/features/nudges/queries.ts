import type { ActivePhase } from '@clipclub/protocol';
import type { Executor } from '../../db/schema.ts';

/**
 * The session, its room and two people (the admin asking and the member to nudge) in one read:
 * whether each is a member, whether the admin is one, and whether the member has already
 * submitted / voted. Undefined when the asker is not a member (a stranger's 404).
 */
export function findNudgeContext(db: Executor, sessionId: string, askerId: string, targetId: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('rooms', 'rooms.id', 'sessions.room_id')
    .innerJoin('room_members as asker', (j) =>
      j.onRef('asker.room_id', '=', 'sessions.room_id').on('asker.user_id', '=', askerId),
    )
    .innerJoin('users as asker_user', 'asker_user.id', 'asker.user_id')
    .leftJoin('room_members as target', (j) =>
      j.onRef('target.room_id', '=', 'sessions.room_id').on('target.user_id', '=', targetId),
    )
    .leftJoin('users as target_user', 'target_user.id', 'target.user_id')
    .select([
      'sessions.id as session_id',
      'sessions.status',
      'sessions.session_number',
      'sessions.theme',
      'rooms.id as room_id',
      'rooms.name as room_name',
      'asker.is_admin',
      'asker_user.display_name as asker_display_name',
      'asker_user.first_name as asker_first_name',
      'asker_user.last_name as asker_last_name',
      'asker_user.email as asker_email',
      'target.user_id as target_user_id',
      'target_user.display_name as target_display_name',
      'target_user.first_name as target_first_name',
      'target_user.last_name as target_last_name',
      'target_user.email as target_email',
    ])
    .select((eb) => [
      eb
        .exists(
          eb
            .selectFrom('submissions')
            .select('submissions.id')
            .whereRef('submissions.session_id', '=', 'sessions.id')
            .where('submissions.user_id', '=', targetId),
        )
        .as('target_submitted'),
      eb
        .exists(
          eb
            .selectFrom('ballots')
            .select('ballots.id')
            .whereRef('ballots.session_id', '=', 'sessions.id')
            .where('ballots.voter_id', '=', targetId),
        )
        .as('target_voted'),
    ])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
}

/**
 * Records a nudge unless this member was nudged in this phase of this session less than
 * `intervalMs` ago. One conditional upsert, so two admins pressing at once nudge once.
 * Answers the stored nudge time, or undefined when it is too soon.
 */
export async function claimNudge(
  db: Executor,
  n: { sessionId: string; userId: string; phase: ActivePhase; byUserId: string; now: Date; intervalMs: number },
): Promise<Date | undefined> {
  const cutoff = new Date(n.now.getTime() - n.intervalMs);
  const row = await db
    .insertInto('nudges')
    .values({ session_id: n.sessionId, user_id: n.userId, phase: n.phase, by_user_id: n.byUserId, nudged_at: n.now })
    .onConflict((oc) =>
      oc
        .columns(['session_id', 'user_id', 'phase'])
        .doUpdateSet({ by_user_id: n.byUserId, nudged_at: n.now })
        .where('nudges.nudged_at', '<=', cutoff),
    )
    .returning('nudged_at')
    .executeTakeFirst();
  return row ? new Date(row.nudged_at) : undefined;
}

export async function lastNudgeAt(db: Executor, sessionId: string, userId: string, phase: ActivePhase) {
  const row = await db
    .selectFrom('nudges')
    .select('nudged_at')
    .where('session_id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('phase', '=', phase)
    .executeTakeFirst();
  return row ? new Date(row.nudged_at) : undefined;
}
