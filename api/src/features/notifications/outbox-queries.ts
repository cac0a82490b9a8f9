import type { Executor } from '../../db/schema.ts';
import { OUTBOX_ROW_NOTICE } from '../../db/tables/member-notifications.ts';

/** The outboxes that share these queries: same columns, same lease and retry rules. */
export type OutboxTable = 'mail_outbox' | 'push_outbox';

/** Queues the mail of a notification; called in the notification's own transaction. */
export function enqueueMail(db: Executor, notification: { id: string; user_id: string }, now: Date) {
  return db
    .insertInto('mail_outbox')
    .values({ notification_id: notification.id, user_id: notification.user_id, created_at: now, next_attempt_at: now })
    .execute();
}

/**
 * Takes up to `limit` due rows (or those of `notificationId`) for this process until
 * `leaseUntil`. SKIP LOCKED lets several processes claim at once without waiting on or taking
 * each other's rows; a lease that ran out (a process died mid-send) makes the row due again.
 */
export function claimDue(
  db: Executor,
  opts: { now: Date; leaseUntil: Date; limit: number; notificationId?: string; table?: OutboxTable },
) {
  // Typed as the mail outbox: the push outbox has the same columns (db/schema.ts), plus its own.
  const table = (opts.table ?? 'mail_outbox') as 'mail_outbox';
  const due = db
    .selectFrom(table)
    .select('id')
    .where('sent_at', 'is', null)
    .where('given_up_at', 'is', null)
    .where('next_attempt_at', '<=', opts.now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', opts.now)]))
    // A results notice's id is its session's (migration 160): its rows are the session's.
    .$if(opts.notificationId !== undefined, (qb) =>
      qb.where((eb) =>
        eb.or([
          eb('notification_id', '=', opts.notificationId as string),
          eb('session_id', '=', opts.notificationId as string),
        ]),
      ),
    )
    .orderBy('next_attempt_at')
    .limit(opts.limit)
    .forUpdate()
    .skipLocked();
  return db
    .updateTable(table)
    .set((eb) => ({ lease_until: opts.leaseUntil, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', due)
    .returning(['id', 'notification_id', 'session_id', 'user_id', 'created_at', 'attempts', 'digest'])
    .execute();
}
export type ClaimedMail = Awaited<ReturnType<typeof claimDue>>[number];

/** The notice a mail outbox row sends; none once its player left the room or it was deleted. */
export function findNotification(db: Executor, outboxId: string) {
  return db
    .selectFrom('mail_outbox as o')
    .innerJoin('member_notifications as n', (join) => join.on(OUTBOX_ROW_NOTICE))
    .selectAll('n')
    .where('o.id', '=', outboxId)
    .executeTakeFirst();
}

/** Done: only while this process still holds the lease it claimed the row with. */
export function markSent(db: Executor, id: string, leaseUntil: Date, now: Date, table: OutboxTable = 'mail_outbox') {
  return db
    .updateTable(table as 'mail_outbox')
    .set({ sent_at: now, lease_until: null, last_error: null })
    .where('id', '=', id)
    .where('lease_until', '=', leaseUntil)
    .execute();
}

/** Refused: due again at `retryAt`, or given up when that is null. */
export function markFailed(
  db: Executor,
  id: string,
  attempt: { leaseUntil: Date; now: Date; retryAt: Date | null; error: string },
  table: OutboxTable = 'mail_outbox',
) {
  return db
    .updateTable(table as 'mail_outbox')
    .set({
      lease_until: null,
      last_error: attempt.error.slice(0, 500),
      ...(attempt.retryAt ? { next_attempt_at: attempt.retryAt } : { given_up_at: attempt.now }),
    })
    .where('id', '=', id)
    .where('lease_until', '=', attempt.leaseUntil)
    .execute();
}
