import type { Notification } from '@clipclub/protocol';
import type { Database } from '../../db/connect.ts';
import type { Clock } from '../../lib/clock.ts';
import { type DigestLine, DigestSchema } from './digest-line.ts';
import { toView } from './notification-view.ts';
import * as q from './outbox-queries.ts';
import { nextAttemptAt } from './outbox-rules.ts';

type Deps = {
  db: Database;
  clock: Clock;
  /**
   * Hands one mail to the SMTP server; throws when it is refused or unreachable. `digest`: the
   * comment digest's lines queued with it (comment-digest.ts), else undefined.
   */
  send: (userId: string, notification: Notification, messageId: string, digest?: DigestLine[]) => Promise<unknown>;
  onError?: (error: unknown) => void;
};

// Longer than a send can take (the transport's timeouts add up to under a minute), so a live
// sender never loses its lease; a dead one's rows are due again two minutes later.
export const LEASE_MS = 2 * 60_000;
const BATCH = 50;

/**
 * The mail outbox's worker. Rows are claimed with a lease, sent, then marked; a refusal sets
 * the next try (outbox-rules.ts). Each mail goes to the SMTP server once unless a process dies
 * between the server's answer and the mark; then it goes again with the same Message-ID, which
 * mail systems use to drop the copy.
 */
export function createMailOutbox({ db, clock, send, onError = () => {} }: Deps) {
  async function deliver(job: q.ClaimedMail, leaseUntil: Date): Promise<boolean> {
    const row = await q.findNotification(db, job.notification_id);
    if (!row) return false; // deleted with its room or player: the cascade took the row too
    try {
      const digest = job.digest == null ? undefined : DigestSchema.parse(job.digest);
      await send(row.user_id, toView(row), `<${job.id}@clipclub>`, digest);
      await q.markSent(db, job.id, leaseUntil, clock.now());
      return true;
    } catch (error) {
      const now = clock.now();
      const retryAt = nextAttemptAt(new Date(job.created_at), job.attempts, now);
      await q.markFailed(db, job.id, leaseUntil, now, retryAt, String((error as Error)?.message ?? error));
      onError(error);
      return false;
    }
  }

  async function run(notificationId?: string): Promise<number> {
    const now = clock.now();
    const leaseUntil = new Date(now.getTime() + LEASE_MS);
    const jobs = await q.claimDue(db, { now, leaseUntil, limit: BATCH, notificationId });
    let sent = 0;
    for (const job of jobs) if (await deliver(job, leaseUntil)) sent++;
    return sent;
  }

  return {
    enqueue: q.enqueueMail,
    /** Sends one notification's mail now (right after its commit), if no other process has it. */
    sendNow: (notificationId: string) => run(notificationId),
    /** Sends every mail due now, batch after batch; answers how many went out. */
    async drain(): Promise<number> {
      let total = 0;
      for (;;) {
        const sent = await run();
        total += sent;
        if (sent < BATCH) return total;
      }
    },
  };
}
export type MailOutbox = ReturnType<typeof createMailOutbox>;
