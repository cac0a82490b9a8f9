import { sql } from 'kysely';
import type { Executor } from '../../db/schema.ts';
import { USER_NAME_COLUMNS } from '../../db/users.ts';

// The comment digest's SQL (comment-digest.ts): how far each player's digest has read, the
// comments it has not listed yet, and its queued mail.

/** The player's digest row, locked for this transaction (made on first use: nothing sent yet). */
export async function lockDigest(db: Executor, userId: string) {
  await db
    .insertInto('comment_digests')
    .values({ user_id: userId, last_sent_at: new Date(0), last_seq: 0 })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return db
    .selectFrom('comment_digests')
    .select(['last_sent_at', 'last_seq'])
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/**
 * Others' comments on the player's videos after `afterSeq`, still there, in rooms the player is
 * still in, posted since `since` (older ones are not news any more), oldest first.
 */
export function listUndigested(db: Executor, userId: string, afterSeq: number, since: Date) {
  return db
    .selectFrom('video_comments as c')
    .innerJoin('submissions as s', 's.id', 'c.submission_id')
    .innerJoin('sessions', 'sessions.id', 'c.session_id')
    .innerJoin('rooms', 'rooms.id', 'sessions.room_id')
    .innerJoin('room_members as m', (j) => j.onRef('m.room_id', '=', 'rooms.id').on('m.user_id', '=', userId))
    .innerJoin('users', 'users.id', 'c.user_id')
    .select([
      'c.seq',
      'c.body',
      'c.session_id',
      's.title',
      'sessions.session_number',
      'sessions.theme',
      'rooms.name as room_name',
      ...USER_NAME_COLUMNS,
    ])
    .where('s.user_id', '=', userId)
    .where('c.user_id', '<>', userId)
    .where('c.removed', '=', false)
    .where('c.seq', '>', afterSeq)
    .where('c.created_at', '>', since)
    .orderBy('c.seq')
    .execute();
}
export type UndigestedComment = Awaited<ReturnType<typeof listUndigested>>[number];

/** The players whose digest is due: comments wait for them and their last one is an hour old. */
export async function listDueDigests(db: Executor, sentBefore: Date, since: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('video_comments as c')
    .innerJoin('submissions as s', 's.id', 'c.submission_id')
    .leftJoin('comment_digests as d', 'd.user_id', 's.user_id')
    .select('s.user_id')
    .distinct()
    .whereRef('c.user_id', '<>', 's.user_id')
    .where('c.removed', '=', false)
    .where('c.created_at', '>', since)
    .where(sql<boolean>`c.seq > coalesce(d.last_seq, 0)`)
    .where((eb) => eb.or([eb('d.last_sent_at', 'is', null), eb('d.last_sent_at', '<=', sentBefore)]))
    .execute();
  return rows.map((r) => r.user_id).filter((id): id is string => id !== null);
}

/**
 * The bell notice the digest's mail and pushes hang from: the player's newest comment notice
 * that no digest has used yet (no mail or push queued from it).
 */
export function findDigestAnchor(db: Executor, userId: string) {
  return db
    .selectFrom('notifications as n')
    .select(['n.id', 'n.kind'])
    .where('n.user_id', '=', userId)
    .where('n.kind', '=', 'video_comment')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('mail_outbox').select('mail_outbox.id').whereRef('mail_outbox.notification_id', '=', 'n.id')),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('push_outbox').select('push_outbox.id').whereRef('push_outbox.notification_id', '=', 'n.id')),
      ),
    )
    .orderBy('n.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function queueDigestMail(
  db: Executor,
  anchor: { id: string; user_id: string },
  now: Date,
  digest: unknown,
) {
  await db
    .insertInto('mail_outbox')
    .values({
      notification_id: anchor.id,
      user_id: anchor.user_id,
      created_at: now,
      next_attempt_at: now,
      digest: JSON.stringify(digest),
    })
    .execute();
}

export async function markDigested(db: Executor, userId: string, now: Date, lastSeq: number) {
  await db
    .updateTable('comment_digests')
    .set({ last_sent_at: now, last_seq: lastSeq })
    .where('user_id', '=', userId)
    .execute();
}
