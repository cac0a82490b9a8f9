import type { Database } from '../../db/connect.ts';
import type { Clock } from '../../lib/clock.ts';
import * as q from './outbox-queries.ts';
import { nextAttemptAt } from './outbox-rules.ts';

type Deps = {
  db: Database;
  clock: Clock;
  table: q.OutboxTable;
  /** Hands one claimed row over; throws when it was refused or could not be sent (tried again later). */
  deliver: (job: q.ClaimedMail) => Promise<boolean>;
  onError?: (error: unknown) => void;
};

// Longer than a send can take (the transports' timeouts add up to under a minute), so a live
// sender never loses its lease; a dead one's rows are due again two minutes later.
export const LEASE_MS = 2 * 60_000;
const BATCH = 50;

/**
 * An outbox's worker (mail, push). Rows are claimed with a lease, handed over, then marked; a
 * refusal sets the next try (outbox-rules.ts). Each row goes out once unless a process dies
 * between the receiver's answer and the mark; then it goes again once, with the same id.
 */
export function createOutboxWorker({ db, clock, table, deliver, onError = () => {} }: Deps) {
  async function handle(job: q.ClaimedMail, leaseUntil: Date): Promise<boolean> {
    try {
      const sent = await deliver(job);
      await q.markSent(db, job.id, leaseUntil, clock.now(), table);
      return sent;
    } catch (error) {
      const now = clock.now();
      const retryAt = nextAttemptAt(new Date(job.created_at), job.attempts, now);
      const message = String((error as Error)?.message ?? error);
      await q.markFailed(db, job.id, { leaseUntil, now, retryAt, error: message }, table);
      onError(error);
      return false;
    }
  }

  async function run(notificationId?: string): Promise<number> {
    const now = clock.now();
    const leaseUntil = new Date(now.getTime() + LEASE_MS);
    const jobs = await q.claimDue(db, { now, leaseUntil, limit: BATCH, notificationId, table });
    let sent = 0;
    for (const job of jobs) if (await handle(job, leaseUntil)) sent++;
    return sent;
  }

  return {
    /** Sends one notification's rows now (right after its commit), those no other process has. */
    sendNow: (notificationId: string) => run(notificationId),
    /** Sends every row due now, batch after batch; answers how many went out. */
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
export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
