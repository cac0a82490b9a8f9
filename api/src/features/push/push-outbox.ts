import type { Database } from '../../db/connect.ts';
import type { Clock } from '../../lib/clock.ts';
import { DigestSchema } from '../notifications/digest-line.ts';
import { toView } from '../notifications/notification-view.ts';
import { createOutboxWorker } from '../notifications/outbox-worker.ts';
import type { PushSend } from './push-sender.ts';
import { SubscriptionGoneError } from './push-sender.ts';
import { pushPayload } from './push-text.ts';
import * as q from './queries.ts';

type Deps = { db: Database; clock: Clock; send: PushSend; onError?: (error: unknown) => void };

/**
 * The push outbox: the mail outbox's worker (lease, SKIP LOCKED, retries for a day) over
 * push_outbox, one row per notification and device. A device the push service calls gone is
 * deleted with its queued rows; a push whose kind was turned off since, or whose device now
 * belongs to another player, is dropped unsent.
 */
export function createPushOutbox({ db, clock, send, onError }: Deps) {
  const worker = createOutboxWorker({
    db,
    clock,
    table: 'push_outbox',
    onError,
    async deliver(job) {
      const found = await q.findPushJob(db, job.id);
      if (!found) return false; // its notification or device was deleted meanwhile
      if (found.kind_on === false || found.subscription_user_id !== found.user_id) return false;
      const {
        subscription_id,
        endpoint,
        p256dh,
        auth,
        time_zone,
        kind_on: _,
        subscription_user_id: __,
        ...row
      } = found;
      const digest = job.digest == null ? undefined : DigestSchema.parse(job.digest);
      const payload = pushPayload(toView(row), { timeZone: time_zone, digest });
      try {
        await send({ endpoint, p256dh, auth }, JSON.stringify(payload));
      } catch (error) {
        if (!(error instanceof SubscriptionGoneError)) throw error;
        await q.deleteSubscriptionById(db, subscription_id);
        return false;
      }
      return true;
    },
  });
  return {
    enqueue: (
      executor: Database,
      row: { notificationId: string; userId: string; kind: string; now: Date; digest?: unknown },
    ) => q.enqueuePushes(executor, row),
    ...worker,
  };
}
export type PushOutbox = ReturnType<typeof createPushOutbox>;
