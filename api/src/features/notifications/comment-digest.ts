import type { Database } from '../../db/connect.ts';
import { userName } from '../../db/users.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PushOutbox } from '../push/push-outbox.ts';
import type { DigestLine } from './digest-line.ts';
import * as q from './digest-queries.ts';
import type { MailOutbox } from './mail-outbox.ts';

// Comments on a player's video reach them by email and push as a digest (docs/rules.md §13): at
// most one an hour, listing every comment since the last one (one digest, its mail and its pushes). The first comment after a quiet hour
// goes at once; later ones wait, and the scheduler's pass sends them when the hour is up.

export const COMMENT_DIGEST_EVERY_MS = 60 * 60_000;
// Comments older than this when their digest could first go are no longer news: not mailed.
const NEWS_FOR_MS = 2 * 24 * 60 * 60_000;

/** Whether a player's digest may go now: never sent, or the last one went an hour ago or more. */
export function digestDue(lastSentAt: Date, now: Date): boolean {
  return now.getTime() - lastSentAt.getTime() >= COMMENT_DIGEST_EVERY_MS;
}

const toLine = (c: q.UndigestedComment): DigestLine => ({
  byName: userName(c),
  body: c.body,
  videoTitle: c.title,
  sessionId: c.session_id,
  sessionNumber: c.session_number,
  theme: c.theme,
  roomName: c.room_name,
});

type Deps = {
  db: Database;
  clock: Clock;
  /** Set with SMTP: the digest is mailed. */
  outbox?: Pick<MailOutbox, 'sendNow'> | undefined;
  /** Set with push on: the digest is pushed to each of the player's devices. */
  pushOutbox?: Pick<PushOutbox, 'enqueue' | 'sendNow'> | undefined;
};

export function createCommentDigests({ db, clock, outbox, pushOutbox }: Deps) {
  /**
   * Queues the player's digest if it is due and has news: under the digest row's lock, so two
   * comments (or processes) at once queue one mail. Answers the notification it hangs from.
   */
  function queue(userId: string, now: Date): Promise<string | undefined> {
    return db.transaction().execute(async (trx) => {
      const state = await q.lockDigest(trx, userId);
      if (!digestDue(new Date(state.last_sent_at), now)) return undefined;
      const comments = await q.listUndigested(trx, userId, state.last_seq, new Date(now.getTime() - NEWS_FOR_MS));
      const last = comments.at(-1);
      if (!last) return undefined;
      const anchor = await q.findDigestAnchor(trx, userId);
      if (!anchor) return undefined;
      const digest = comments.map(toLine);
      if (outbox) await q.queueDigestMail(trx, { id: anchor.id, user_id: userId }, now, digest);
      // Push follows email: the same preference, so a player who turned comment mail off gets neither.
      if (pushOutbox)
        await pushOutbox.enqueue(trx, { notificationId: anchor.id, userId, kind: anchor.kind, now, digest });
      await q.markDigested(trx, userId, now, last.seq);
      return anchor.id;
    });
  }

  async function sendFor(userId: string): Promise<boolean> {
    const notificationId = await queue(userId, clock.now());
    if (!notificationId) return false;
    await outbox?.sendNow(notificationId);
    await pushOutbox?.sendNow(notificationId);
    return true;
  }

  return {
    /** Right after a comment's bell notice: mails the digest now unless one went within the hour. */
    sendFor,
    /** The scheduler's pass: every digest whose hour is up and that has news; answers how many. */
    async sendDue(): Promise<number> {
      const now = clock.now();
      const due = await q.listDueDigests(
        db,
        new Date(now.getTime() - COMMENT_DIGEST_EVERY_MS),
        new Date(now.getTime() - NEWS_FOR_MS),
      );
      let sent = 0;
      for (const userId of due) if (await sendFor(userId)) sent++;
      return sent;
    },
  };
}
export type CommentDigests = ReturnType<typeof createCommentDigests>;
