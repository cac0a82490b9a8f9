import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, useTestApp } from '../../test/build-app.ts';
import { createRoomWithAdmin, signInAndJoin } from '../../test/factories.ts';
import { createSession } from '../sessions/test-support.ts';
import { createMailOutbox, LEASE_MS } from './mail-outbox.ts';
import { createMailSender } from './mail-sender.ts';
import * as q from './outbox-queries.ts';
import { startSmtpReceiver } from './test-smtp.ts';

// The mail server goes down while reminders fall due, for about a minute of the app's clock,
// and comes back on the same port: every mail arrives, each exactly once.
const smtp = await startSmtpReceiver();
afterAll(() => smtp.stop());
const MAIL_FROM = 'Clip Club <club@example.com>';
const t = useTestApp({ env: { SMTP_URL: smtp.url(), MAIL_FROM } });

/** A second process's outbox worker on the same database, with its own SMTP connection. */
async function otherProcess() {
  const sender = await createMailSender({
    db: t.db,
    smtpUrl: smtp.url(),
    from: MAIL_FROM,
    publicUrl: TEST_ORIGIN,
    secret: t.app.config.sessionSecret,
  });
  const outbox = createMailOutbox({ db: t.db, clock: t.clock, send: sender.send });
  return { outbox, close: () => sender.close() };
}

const count = (list: { to: string; subject: string }[]) => {
  const seen: Record<string, number> = {};
  for (const m of list) seen[`${m.to} | ${m.subject}`] = (seen[`${m.to} | ${m.subject}`] ?? 0) + 1;
  return seen;
};

describe('mail outbox', () => {
  afterEach(() => {
    smtp.inbox.length = 0;
  });

  it('keeps every mail through an SMTP outage and sends each exactly once when it is back', async () => {
    await smtp.stop();
    t.clock.set('2026-11-25T20:00:00.000Z'); // the session opens six hours before its 24 h reminder
    const { admin, roomId, inviteCode } = await createRoomWithAdmin(t.app, {
      type: 'automatic',
      startDate: '2026-11-26',
    });
    await signInAndJoin(t.app, inviteCode, { email: 'bo@example.com', firstName: 'Bo' });
    await createSession(t.app, admin.cookie, roomId, 'Road movies');
    await t.app.notifications.runReminders(t.clock.now());
    t.clock.set('2026-11-26T02:00:00.000Z'); // 24 h before Thursday 26 Nov 18:00 PST
    await t.app.notifications.runReminders(t.clock.now());
    expect(smtp.inbox).toEqual([]);
    const queued = await t.db.selectFrom('mail_outbox').selectAll().execute();
    expect(queued).toHaveLength(4);
    expect(queued.every((r) => r.sent_at === null && r.attempts === 1 && r.last_error)).toBe(true);

    // A minute later the server is still down: tried again, refused again, still queued.
    t.clock.advance(60_000);
    expect(await t.app.notifications.retryMail()).toBe(0);
    expect(smtp.inbox).toEqual([]);

    await smtp.start();
    const other = await otherProcess();
    try {
      // Not due yet: the backoff holds them back (nothing is hammered the moment it returns).
      expect(await t.app.notifications.retryMail()).toBe(0);
      t.clock.advance(5 * 60_000);
      // Two processes drain at once, then again after a "restart": each row goes once.
      const [a, b] = await Promise.all([t.app.notifications.retryMail(), other.outbox.drain()]);
      expect(a + b).toBe(4);
      t.clock.advance(24 * 3_600_000);
      expect(await other.outbox.drain()).toBe(0);
      expect(await t.app.notifications.retryMail()).toBe(0);
    } finally {
      await other.close();
    }
    expect(count(smtp.inbox)).toEqual({
      'ada@example.com | Session 1 "Road movies" is open in Film club': 1,
      'bo@example.com | Session 1 "Road movies" is open in Film club': 1,
      'ada@example.com | 24 hours left to submit a video in Film club': 1,
      'bo@example.com | 24 hours left to submit a video in Film club': 1,
    });
    expect(new Set(smtp.inbox.map((m) => m.messageId)).size).toBe(4);
  });

  it('sends a mail whose sender died after claiming it once its lease runs out, not before', async () => {
    await smtp.stop();
    const { admin, roomId } = await createRoomWithAdmin(t.app, { type: 'manual' });
    await createSession(t.app, admin.cookie, roomId, 'Road movies');
    await t.app.notifications.runReminders(t.clock.now());
    await smtp.start();
    t.clock.advance(60_000);
    // A process claims the row and dies before sending.
    const now = t.clock.now();
    const claimed = await q.claimDue(t.db, { now, leaseUntil: new Date(now.getTime() + LEASE_MS), limit: 10 });
    expect(claimed).toHaveLength(1);
    expect(await t.app.notifications.retryMail()).toBe(0);
    t.clock.advance(LEASE_MS);
    expect(await t.app.notifications.retryMail()).toBe(1);
    expect(await t.app.notifications.retryMail()).toBe(0);
    expect(smtp.inbox.map((m) => m.subject)).toEqual(['Session 1 "Road movies" is open in Film club']);
  });

  it('gives up after a day and says why in the row', async () => {
    await smtp.stop();
    try {
      const { admin, roomId } = await createRoomWithAdmin(t.app, { type: 'manual' });
      await createSession(t.app, admin.cookie, roomId, 'Road movies');
      await t.app.notifications.runReminders(t.clock.now());
      for (let hour = 0; hour <= 25; hour++) {
        t.clock.advance(3_600_000);
        await t.app.notifications.retryMail();
      }
      const [row] = await t.db.selectFrom('mail_outbox').selectAll().execute();
      expect(row?.given_up_at).not.toBeNull();
      expect(row?.sent_at).toBeNull();
      expect(row?.last_error).toMatch(/ECONNREFUSED/);
    } finally {
      await smtp.start();
    }
  });
});
