import type { Executor } from '../../db/schema.ts';

/** Queues the mail of a notification; called in the notification's own transaction. */
export function enqueueMail(db: Executor, notificationId: string, now: Date) {
  return db
    .insertInto('mail_outbox')
    .values({ notification_id: notificationId, created_at: now, next_attempt_at: now })
    .execute();
}

/**
 * Takes up to `limit` due mails (or the one of `notificationId`) for this process until
 * `leaseUntil`. SKIP LOCKED lets several processes claim at once without waiting on or taking
 * each other's rows; a lease that ran out (a process died mid-send) makes the row due again.
 */
export function claimDue(db: Executor, opts: { now: Date; leaseUntil: Date; limit: number; notificationId?: string }) {
  const due = db
    .selectFrom('mail_outbox')
    .select('id')
    .where('sent_at', 'is', null)
    .where('given_up_at', 'is', null)
    .where('next_attempt_at', '<=', opts.now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', opts.now)]))
    .$if(opts.notificationId !== undefined, (qb) => qb.where('notification_id', '=', opts.notificationId as string))
    .orderBy('next_attempt_at')
    .limit(opts.limit)
    .forUpdate()
    .skipLocked();
  return db
    .updateTable('mail_outbox')
    .set((eb) => ({ lease_until: opts.leaseUntil, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', due)
    .returning(['id', 'notification_id', 'created_at', 'attempts', 'digest'])
    .execute();
}
export type ClaimedMail = Awaited<ReturnType<typeof claimDue>>[number];

export function findNotification(db: Executor, id: string) {
  return db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Done: only while this process still holds the lease it claimed the row with. */
export function markSent(db: Executor, id: string, leaseUntil: Date, now: Date) {
  return db
    .updateTable('mail_outbox')
    .set({ sent_at: now, lease_until: null, last_error: null })
    .where('id', '=', id)
    .where('lease_until', '=', leaseUntil)
    .execute();
}

/** Refused: due again at `retryAt`, or given up when that is null. */
export function markFailed(db: Executor, id: string, leaseUntil: Date, now: Date, retryAt: Date | null, error: string) {
  return db
    .updateTable('mail_outbox')
    .set({
      lease_until: null,
      last_error: error.slice(0, 500),
      ...(retryAt ? { next_attempt_at: retryAt } : { given_up_at: now }),
    })
    .where('id', '=', id)
    .where('lease_until', '=', leaseUntil)
    .execute();
}
