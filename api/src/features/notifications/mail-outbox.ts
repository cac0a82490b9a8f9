import type { Notification } from '@clipclub/protocol';
import type { Database } from '../../db/connect.ts';
import type { Clock } from '../../lib/clock.ts';
import { type DigestLine, DigestSchema } from './digest-line.ts';
import { toView } from './notification-view.ts';
import * as q from './outbox-queries.ts';
import { createOutboxWorker } from './outbox-worker.ts';

export { LEASE_MS } from './outbox-worker.ts';

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

/**
 * The mail outbox (outbox-worker.ts): each mail goes to the SMTP server once unless a process
 * dies between the server's answer and the mark; then it goes again with the same Message-ID,
 * which mail systems use to drop the copy.
 */
export function createMailOutbox({ db, clock, send, onError }: Deps) {
  const worker = createOutboxWorker({
    db,
    clock,
    table: 'mail_outbox',
    onError,
    async deliver(job) {
      const row = await q.findNotification(db, job.id);
      // Deleted with its room or player (the cascade took the row too), or the player left the room.
      if (!row) return false;
      const digest = job.digest == null ? undefined : DigestSchema.parse(job.digest);
      await send(row.user_id, toView(row), `<${job.id}@clipclub>`, digest);
      return true;
    },
  });
  return { enqueue: q.enqueueMail, ...worker };
}
export type MailOutbox = ReturnType<typeof createMailOutbox>;
