import { sql } from 'kysely';
import type { Executor } from '../../db/schema.ts';
import { OUTBOX_ROW_NOTICE } from '../../db/tables/member-notifications.ts';
import { kindOn } from '../../db/tables/notification-preferences.ts';

// All SQL of Web Push: a player's devices and the push outbox's rows. The outbox's lease and
// retry queries are the mail outbox's (notifications/outbox-queries.ts).

/**
 * Stores a device for the player. A browser has one subscription per site, so an endpoint seen
 * before belongs to whoever signed in on that device last; its keys are the latest. Answers
 * whether the caller already had it (200) or it is new to them (201).
 */
export async function saveSubscription(
  db: Executor,
  row: { userId: string; endpoint: string; p256dh: string; auth: string; loginSession: string | null; now: Date },
): Promise<{ created: boolean; created_at: Date }> {
  const before = await db
    .selectFrom('push_subscriptions')
    .select('user_id')
    .where('endpoint', '=', row.endpoint)
    .executeTakeFirst();
  const saved = await db
    .insertInto('push_subscriptions')
    .values({
      user_id: row.userId,
      endpoint: row.endpoint,
      p256dh: row.p256dh,
      auth: row.auth,
      created_at: row.now,
      login_session: row.loginSession,
    })
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet((eb) => ({
        p256dh: eb.ref('excluded.p256dh'),
        auth: eb.ref('excluded.auth'),
        // A device that changes hands starts over for its new player.
        created_at: sql<Date>`CASE WHEN push_subscriptions.user_id = excluded.user_id THEN push_subscriptions.created_at ELSE excluded.created_at END`,
        user_id: eb.ref('excluded.user_id'),
        // Turned on again: it now follows the sign-in that did so.
        login_session: eb.ref('excluded.login_session'),
      })),
    )
    .returning(['created_at'])
    .executeTakeFirstOrThrow();
  return { created: before?.user_id !== row.userId, created_at: saved.created_at };
}

/** Only the player's own device: another's endpoint is left alone (and not revealed). */
export function deleteSubscription(db: Executor, userId: string, endpoint: string) {
  return db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '=', endpoint).execute();
}

/** Signing out: the devices this sign-in turned push on for stop getting the player's pushes. */
export function deleteSubscriptionsOfSignIn(db: Executor, loginSession: string) {
  return db.deleteFrom('push_subscriptions').where('login_session', '=', loginSession).execute();
}

/** The push service says the device is gone (404/410): it and its queued pushes go. */
export function deleteSubscriptionById(db: Executor, id: string) {
  return db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

/**
 * Queues a notification's push for each of the player's devices, in the notification's own
 * transaction, unless the player turned that kind off (kindOn).
 */
export function enqueuePushes(
  db: Executor,
  row: { notificationId: string; userId: string; kind: string; now: Date; digest?: unknown },
) {
  return db
    .insertInto('push_outbox')
    .columns(['notification_id', 'user_id', 'subscription_id', 'created_at', 'next_attempt_at', 'digest'])
    .expression((eb) =>
      eb
        .selectFrom('push_subscriptions as s')
        .select([
          sql<string>`${row.notificationId}::uuid`.as('notification_id'),
          's.user_id',
          's.id',
          sql<Date>`${row.now}::timestamptz`.as('created_at'),
          sql<Date>`${row.now}::timestamptz`.as('next_attempt_at'),
          // The comment digest's lines (comment-digest.ts), as its mail carries them.
          sql<string | null>`${row.digest === undefined ? null : JSON.stringify(row.digest)}::jsonb`.as('digest'),
        ])
        .where('s.user_id', '=', row.userId)
        .where(kindOn(sql.ref('s.user_id'), sql.val(row.kind))),
    )
    .execute();
}

/**
 * What one claimed push needs: the notification, the device, the player's zone, and whether the
 * kind is still on (read at send time, so turning a kind off stops queued pushes too).
 */
export function findPushJob(db: Executor, outboxId: string) {
  return db
    .selectFrom('push_outbox as o')
    .innerJoin('member_notifications as n', (join) => join.on(OUTBOX_ROW_NOTICE))
    .innerJoin('push_subscriptions as s', 's.id', 'o.subscription_id')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .leftJoin('notification_preferences as p', (join) =>
      join.onRef('p.user_id', '=', 'n.user_id').onRef('p.kind', '=', 'n.kind'),
    )
    .selectAll('n')
    .select([
      's.id as subscription_id',
      's.endpoint',
      's.p256dh',
      's.auth',
      's.user_id as subscription_user_id',
      'u.time_zone',
      'p.email as kind_on',
    ])
    .where('o.id', '=', outboxId)
    .executeTakeFirst();
}
