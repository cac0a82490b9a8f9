import { createHmac } from 'node:crypto';
import { routes } from '@clipclub/protocol';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, useTestApp } from '../../test/build-app.ts';
import { createRoomWithAdmin, signInAndJoin } from '../../test/factories.ts';
import { advance, createSession } from '../sessions/test-support.ts';

// A real SMTP receiver on a free port; the app sends to it through nodemailer (SMTP_URL).
type Received = { to: string; subject: string; text: string; unsubscribe: string; oneClick: string };
const inbox: Received[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  disableReverseLookup: true,
  logger: false,
  onData(stream, session, done) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', async () => {
      const mail = await simpleParser(Buffer.concat(chunks));
      // The header exactly as sent (mailparser turns List-* headers into objects).
      const header = (name: string) => {
        const line = mail.headerLines.find((h) => h.key === name)?.line ?? '';
        return line
          .replace(/\r?\n[ \t]+/g, ' ')
          .slice(line.indexOf(':') + 1)
          .trim();
      };
      inbox.push({
        to: session.envelope.rcptTo.map((r) => r.address).join(','),
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        unsubscribe: header('list-unsubscribe'),
        oneClick: header('list-unsubscribe-post'),
      });
      done();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const address = smtp.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const t = useTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Clip Club <club@example.com>' } });
const remind = () => t.app.notifications.runReminders(t.clock.now());
beforeEach(() => {
  inbox.length = 0;
});

const setPreferences = (cookie: string, preferences: unknown) =>
  call(t.app, routes.putEmailPreferences, { as: cookie, payload: { preferences } });
const mailTo = (email: string) => inbox.filter((m) => m.to === email);
/** The path of a mail's List-Unsubscribe link. */
const linkIn = (mail: Received | undefined) => {
  const path = /^<http:\/\/localhost:3000([^>]+)>$/.exec(mail?.unsubscribe ?? '')?.[1];
  expect(path).toBeDefined();
  return path ?? '';
};
const oneClick = (url: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

async function league() {
  const { admin, roomId, inviteCode } = await createRoomWithAdmin(t.app, {
    type: 'automatic',
    startDate: '2026-11-26',
  });
  const session = await createSession(t.app, admin.cookie, roomId, 'Road movies');
  const bo = await signInAndJoin(t.app, inviteCode, { email: 'bo@example.com', firstName: 'Bo' });
  await t.db.updateTable('users').set({ time_zone: 'Europe/Berlin' }).where('id', '=', bo.userId).execute();
  return { admin, bo, session, roomId };
}

describe('reminder emails', () => {
  it('arrive at the SMTP server with the deadline in each player’s own time zone', async () => {
    const { session } = await league();
    await remind();
    expect(mailTo('bo@example.com')[0]?.subject).toBe('Session 1 "Road movies" is open in Film club');
    inbox.length = 0;

    t.clock.set('2026-11-26T02:00:00.000Z'); // 24 h before Thursday 26 Nov 18:00 PST
    await remind();
    const [bo] = mailTo('bo@example.com');
    expect(bo?.subject).toBe('24 hours left to submit a video in Film club');
    // 2026-11-27T02:00Z is 03:00 on Friday in Berlin.
    expect(bo?.text).toContain(
      'Submissions close for Session 1 "Road movies" in Film club on Friday 27 November, 03:00 (Europe/Berlin).',
    );
    expect(bo?.text).toContain(`http://localhost:3000/submit/${session.id}`);
    expect(bo?.unsubscribe).toMatch(/^<http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=[^>]+>$/);
    expect(bo?.text).toContain(`Stop these emails with one click: ${bo?.unsubscribe.slice(1, -1)}`);
    expect(bo?.oneClick).toBe('List-Unsubscribe=One-Click');
    // Ada chose no zone: the league's.
    expect(mailTo('ada@example.com')[0]?.text).toContain('on Thursday 26 November, 18:00 (America/Los_Angeles).');
  });

  it('honour a player’s preferences: a kind turned off is not emailed but still reaches the bell', async () => {
    const { bo } = await league();
    const put = await setPreferences(bo.cookie, [{ kind: 'session_opened', email: false }]);
    expect(put.statusCode).toBe(200);
    expect(put.json().preferences).toContainEqual({ kind: 'session_opened', email: false });
    expect(put.json().preferences).toContainEqual({ kind: 'deadline_24h', email: true });
    await remind();
    expect(mailTo('bo@example.com')).toEqual([]);
    expect(mailTo('ada@example.com')).toHaveLength(1);
    const bell = await call(t.app, routes.listNotifications, { as: bo.cookie });
    expect(bell.json().unreadCount).toBe(1);
    const bad = await setPreferences(bo.cookie, [{ kind: 'spam', email: true }]);
    expect(bad.statusCode).toBe(400);
  });

  it('stop the kind of mail the link was made for after one click, and refuse a forged link', async () => {
    const { bo } = await league();
    await remind();
    const link = linkIn(mailTo('bo@example.com')[0]);
    expect(mailTo('bo@example.com')[0]?.subject).toContain('is open'); // a 'session opened' mail
    const shown = await t.app.inject({ method: 'GET', url: link });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Stop reminder emails?');
    expect(shown.body).toContain('Clip Club will stop emailing you when: ‘A session opens’.');
    // A mail app's RFC 8058 one-click POST: form-encoded, no cookie, no Origin.
    const done = await oneClick(link);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You are unsubscribed');
    const prefs = (await call(t.app, routes.getEmailPreferences, { as: bo.cookie })).json();
    expect(prefs.preferences).toContainEqual({ kind: 'session_opened', email: false });
    expect(prefs.preferences).toContainEqual({ kind: 'deadline_24h', email: true }); // only its purpose

    inbox.length = 0;
    t.clock.set('2026-11-26T02:00:00.000Z');
    await remind();
    const dayBefore = mailTo('bo@example.com');
    expect(dayBefore.map((m) => m.subject)).toEqual(['24 hours left to submit a video in Film club']);
    expect(mailTo('ada@example.com')).toHaveLength(1);

    // The signature covers the purpose: the same link made to stop another kind is refused.
    const widened = link.replace('.session_opened.', '.deadline_24h.');
    expect(widened).not.toBe(link);
    expect((await oneClick(widened)).statusCode).toBe(404);
    const forged = link.replace(/\.[^.]+$/, '.AAAA');
    expect((await t.app.inject({ method: 'POST', url: forged })).statusCode).toBe(404);
  });

  it('in the old format (before links named their kind) open a page saying the link expired, with a way to settings', async () => {
    const { bo } = await league();
    // As mail sent before then carried it: the user id and a signature over it alone.
    const mac = createHmac('sha256', t.app.config.sessionSecret)
      .update(`clipclub:unsubscribe:${bo.userId}`)
      .digest('base64url');
    const old = `${routes.unsubscribePage.path}?token=${Buffer.from(bo.userId).toString('base64url')}.${mac}`;
    for (const res of [await t.app.inject({ method: 'GET', url: old }), await oneClick(old)]) {
      expect(res.statusCode).toBe(410);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<h1>This unsubscribe link has expired</h1>');
      expect(res.body).toContain('<a href="/settings">Manage email in Settings</a>');
    }
    // Nothing was turned off by it.
    const prefs = (await call(t.app, routes.getEmailPreferences, { as: bo.cookie })).json();
    expect(prefs.preferences.every((p: { email: boolean }) => p.email)).toBe(true);
    // Something that only looks like a link still names nothing.
    const junk = `${routes.unsubscribePage.path}?token=bm90LWFuLWlk.abc`;
    expect((await t.app.inject({ method: 'GET', url: junk })).statusCode).toBe(404);
  });

  it('are revoked by Reset unsubscribe links and with the account', async () => {
    const { admin, bo, roomId } = await league();
    await remind();
    const boLink = linkIn(mailTo('bo@example.com')[0]);
    const adaLink = linkIn(mailTo('ada@example.com')[0]);

    const reset = await call(t.app, routes.resetUnsubscribeLinks, { as: bo.cookie });
    expect(reset.statusCode).toBe(204);
    const revoked = await t.app.inject({ method: 'GET', url: boLink });
    expect(revoked.statusCode).toBe(404);
    expect(revoked.headers['content-type']).toMatch(/text\/html/);
    expect(revoked.body).toContain('<h1>This unsubscribe link is not valid</h1>');
    expect(revoked.body).toContain('href="/settings"');
    expect((await oneClick(boLink)).statusCode).toBe(404);
    const prefs = (await call(t.app, routes.getEmailPreferences, { as: bo.cookie })).json();
    expect(prefs.preferences).toContainEqual({ kind: 'session_opened', email: true }); // nothing turned off
    expect((await t.app.inject({ method: 'GET', url: adaLink })).statusCode).toBe(200); // others' links stay
    const signedOut = await call(t.app, routes.resetUnsubscribeLinks);
    expect(signedOut.statusCode).toBe(401);

    // The next mail carries a new link that works.
    inbox.length = 0;
    t.clock.set('2026-11-26T02:00:00.000Z');
    await remind();
    const fresh = linkIn(mailTo('bo@example.com')[0]);
    expect(fresh).not.toBe(boLink);
    expect((await oneClick(fresh)).statusCode).toBe(200);

    // Ada hands the room to Bo, then deletes her account: her mailed link is dead.
    const promoted = await call(t.app, routes.setMemberRole, {
      params: { id: roomId, userId: bo.userId },
      body: { isAdmin: true },
      as: admin.cookie,
    });
    expect(promoted.statusCode).toBe(200);
    const deleted = await call(t.app, routes.deleteAccount, { as: admin.cookie });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: adaLink })).statusCode).toBe(404);
    expect((await oneClick(adaLink)).statusCode).toBe(404);
  });
});

describe('the results mail', () => {
  it('reaches each member once, for the session they played, and only a member who wants it', async () => {
    const { admin, roomId, inviteCode } = await createRoomWithAdmin(t.app, { name: 'Film club' });
    const session = await createSession(t.app, admin.cookie, roomId, 'Road movies');
    const bo = await signInAndJoin(t.app, inviteCode, { email: 'bo@example.com', firstName: 'Bo' });
    const cy = await signInAndJoin(t.app, inviteCode, { email: 'cy@example.com', firstName: 'Cy' });
    expect((await setPreferences(cy.cookie, [{ kind: 'results_ready', email: false }])).statusCode).toBe(200);
    expect((await advance(t.app, admin.cookie, session.id, 'endSubmissions')).statusCode).toBe(200);
    expect((await advance(t.app, admin.cookie, session.id, 'endVoting')).statusCode).toBe(200);

    // One notice stored for the session (migration 160): each member's mail is found through it.
    const subject = 'Results are in for Session 1 "Road movies" in Film club';
    const results = (email: string) => mailTo(email).filter((m) => m.subject === subject);
    await vi.waitFor(() => expect(results('bo@example.com')).toHaveLength(1));
    expect(results('ada@example.com')).toHaveLength(1);
    expect(results('bo@example.com')[0]?.text).toContain('The results of Session 1 "Road movies" in Film club are in.');
    expect(results('bo@example.com')[0]?.text).toContain(`http://localhost:3000/results/${session.id}`);
    expect(results('cy@example.com')).toEqual([]);
    // Cy's is still on the bell; Bo's mail did not mark Bo's read.
    for (const who of [bo, cy]) {
      const bell = (await call(t.app, routes.listNotifications, { as: who.cookie })).json();
      expect(bell.notifications).toContainEqual(
        expect.objectContaining({ id: session.id, kind: 'results_ready', readAt: null }),
      );
    }
  });
});
