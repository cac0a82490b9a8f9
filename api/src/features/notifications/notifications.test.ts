import type { Notification } from '@clipclub/protocol';
import { routes } from '@clipclub/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/build-app.ts';
import { createRoomWithAdmin, signInAndJoin } from '../../test/factories.ts';
import { closeSockets, connected, listenOnce, memberSocket, openSocket, pause } from '../realtime/test-clients.ts';
import { advance, castBallot, createSession } from '../sessions/test-support.ts';
import { listReminderCandidates } from './queries.ts';

// 2026-11-19T20:00Z is Thursday 19 Nov, 12:00 PST; the room's first deadline is Thursday 26 Nov
// 18:00 PST (2026-11-27T02:00Z), voting closes Tuesday 1 Dec 18:00 PST (2026-12-02T02:00Z).
const t = useTestApp();
const remind = () => t.app.notifications.runReminders(t.clock.now());
afterEach(() => closeSockets());

const bell = async (cookie: string) => (await call(t.app, routes.listNotifications, { as: cookie })).json();
const kindsOf = async (cookie: string) =>
  ((await bell(cookie)).notifications as Notification[]).map((n) => n.kind).sort();
// Moving the clock a week ahead also expires the players' sign-ins: read the database then.
const storedKinds = async (userId: string) =>
  (await t.db.selectFrom('member_notifications').select('kind').where('user_id', '=', userId).execute())
    .map((n) => n.kind)
    .sort();

async function leagueWithPlayer() {
  const { admin, roomId, inviteCode } = await createRoomWithAdmin(t.app, {
    type: 'automatic',
    startDate: '2026-11-26',
  });
  const session = await createSession(t.app, admin.cookie, roomId, 'Road movies');
  const bo = await signInAndJoin(t.app, inviteCode, { email: 'bo@example.com', firstName: 'Bo' });
  return { admin, bo, roomId, session };
}

async function submitDirectly(sessionId: string, userId: string) {
  await t.db
    .insertInto('submissions')
    .values({
      session_id: sessionId,
      user_id: userId,
      youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      video_id: 'dQw4w9WgXcQ',
      title: 'A video',
      thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    })
    .execute();
}

describe('scheduled reminders', () => {
  it('tells every member a session opened, once, and later reminds only those who have not submitted', async () => {
    const { admin, bo, session } = await leagueWithPlayer();
    // Ada was told when the session opened; Bo joined after, so the pass tells him.
    expect(await kindsOf(admin.cookie)).toEqual(['session_opened']);
    expect(await remind()).toBe(1);
    expect(await remind()).toBe(0);
    const list = await bell(bo.cookie);
    expect(list.unreadCount).toBe(1);
    expect(list.notifications[0]).toMatchObject({
      kind: 'session_opened',
      sessionId: session.id,
      payload: { roomName: 'Film club', sessionNumber: 1, theme: 'Road movies' },
      readAt: null,
    });

    await submitDirectly(session.id, admin.userId);
    t.clock.set('2026-11-26T01:59:59.000Z'); // a second before Wednesday 18:00 PST
    expect(await remind()).toBe(0);
    t.clock.set('2026-11-26T02:00:00.000Z');
    expect(await remind()).toBe(1);
    expect(await kindsOf(bo.cookie)).toEqual(['deadline_24h', 'session_opened']);
    expect(await kindsOf(admin.cookie)).toEqual(['session_opened']);
    const reminder = (await bell(bo.cookie)).notifications[0]!;
    expect(reminder.payload).toMatchObject({ phase: 'submissions', deadline: '2026-11-27T02:00:00.000Z' });

    t.clock.set('2026-11-27T01:15:00.000Z');
    expect(await remind()).toBe(1);
    expect(await kindsOf(bo.cookie)).toEqual(['deadline_1h', 'deadline_24h', 'session_opened']);
  });

  it('reminds voters who have not voted and announces the results to everyone', async () => {
    const { admin, bo, session } = await leagueWithPlayer();
    await remind();
    t.clock.set('2026-11-27T02:00:00.000Z');
    await t.app.scheduler.runDueTransitions(t.clock.now());
    await castBallot(t.db, session.id, admin.userId);
    t.clock.set('2026-12-01T18:00:00.000Z');
    expect(await remind()).toBe(1);
    expect(await storedKinds(bo.userId)).toEqual(['deadline_24h', 'session_opened']);
    t.clock.set('2026-12-02T02:00:00.000Z');
    await t.app.scheduler.runDueTransitions(t.clock.now());
    // Told by the scheduler's move itself; the pass after it has nothing left to send.
    expect(await storedKinds(admin.userId)).toEqual(['results_ready', 'session_opened']);
    expect(await storedKinds(bo.userId)).toEqual(['deadline_24h', 'results_ready', 'session_opened']);
    expect(await remind()).toBe(0);
  });

  it('announces results of a manual room the admin closed by hand, with the move', async () => {
    const { admin, roomId } = await createRoomWithAdmin(t.app);
    const session = await createSession(t.app, admin.cookie, roomId);
    await advance(t.app, admin.cookie, session.id, 'endSubmissions');
    await advance(t.app, admin.cookie, session.id, 'endVoting');
    expect(await kindsOf(admin.cookie)).toEqual(['results_ready', 'session_opened']);
    // The move claimed them for the session (migration 150), so no pass offers them again.
    const claimed = await t.db
      .selectFrom('sessions')
      .select('results_noticed_at')
      .where('id', '=', session.id)
      .executeTakeFirstOrThrow();
    expect(claimed.results_noticed_at).not.toBeNull();
    expect(await remind()).toBe(0);
  });

  it('stores a results notice once for the session; each member reads it, marks it read, loses it on leaving', async () => {
    const { admin, roomId, inviteCode } = await createRoomWithAdmin(t.app);
    const bo = await signInAndJoin(t.app, inviteCode, { email: 'bo.results@example.com', firstName: 'Bo' });
    const cy = await signInAndJoin(t.app, inviteCode, { email: 'cy.results@example.com', firstName: 'Cy' });
    const session = await createSession(t.app, admin.cookie, roomId, 'Film scores');
    await advance(t.app, admin.cookie, session.id, 'endSubmissions');
    await advance(t.app, admin.cookie, session.id, 'endVoting');
    const perPlayer = await t.db
      .selectFrom('notifications')
      .select('user_id')
      .where('kind', '=', 'results_ready')
      .where('session_id', '=', session.id)
      .execute();
    expect(perPlayer).toEqual([]);
    const stored = await t.db.selectFrom('results_notices').selectAll().where('session_id', '=', session.id).execute();
    expect(stored).toHaveLength(1);
    expect([...stored[0]!.members].sort()).toEqual([admin.userId, bo.userId, cy.userId].sort());

    const resultsOf = async (cookie: string) => {
      const list = await bell(cookie);
      return { notice: (list.notifications as Notification[]).find((n) => n.kind === 'results_ready'), list };
    };
    const { notice, list } = await resultsOf(bo.cookie);
    expect(notice).toMatchObject({
      id: session.id,
      sessionId: session.id,
      roomId,
      payload: { sessionNumber: 1, theme: 'Film scores' },
      readAt: null,
    });
    expect(list.unreadCount).toBe(2);
    const read = await call(t.app, routes.markNotificationRead, { params: { id: session.id }, as: bo.cookie });
    expect(read.statusCode).toBe(204);
    expect((await resultsOf(bo.cookie)).notice!.readAt).toBe('2026-11-19T20:00:00.000Z');
    expect((await bell(bo.cookie)).unreadCount).toBe(1);
    // Reading again keeps the first moment; another member's stays unread.
    t.clock.set('2026-11-19T21:00:00.000Z');
    await call(t.app, routes.markNotificationRead, { params: { id: session.id }, as: bo.cookie });
    expect((await resultsOf(bo.cookie)).notice!.readAt).toBe('2026-11-19T20:00:00.000Z');
    expect((await resultsOf(cy.cookie)).notice!.readAt).toBeNull();
    expect((await call(t.app, routes.markAllNotificationsRead, { as: cy.cookie })).statusCode).toBe(204);
    expect((await bell(cy.cookie)).unreadCount).toBe(0);
    expect((await resultsOf(cy.cookie)).notice!.readAt).toBe('2026-11-19T21:00:00.000Z');

    // Someone who joins after results was not told; a member who leaves no longer finds it.
    const dee = await signInAndJoin(t.app, inviteCode, { email: 'dee.results@example.com', firstName: 'Dee' });
    expect((await resultsOf(dee.cookie)).notice).toBeUndefined();
    const refused = await call(t.app, routes.markNotificationRead, { params: { id: session.id }, as: dee.cookie });
    expect(refused.statusCode).toBe(404);
    expect((await call(t.app, routes.leaveRoom, { params: { id: roomId }, as: cy.cookie })).statusCode).toBe(204);
    expect((await resultsOf(cy.cookie)).notice).toBeUndefined();
    expect((await resultsOf(admin.cookie)).notice).toMatchObject({ id: session.id, readAt: null });
  });

  it('the pass reads only members who may be owed something: not told yet, or a deadline near', async () => {
    const { admin, bo } = await leagueWithPlayer();
    const candidates = async () => (await listReminderCandidates(t.db, t.clock.now())).map((c) => c.user_id).sort();
    // Bo joined after the opening: only Bo is owed the "opened" notice; the deadline is a week off.
    expect(await candidates()).toEqual([bo.userId]);
    expect(await remind()).toBe(1);
    expect(await candidates()).toEqual([]);
    // A day before the submissions deadline, both may be owed a reminder.
    t.clock.set('2026-11-26T01:59:59.000Z');
    expect(await candidates()).toEqual([admin.userId, bo.userId].sort());
    // Once it has passed, nobody.
    t.clock.set('2026-11-27T02:00:01.000Z');
    expect(await candidates()).toEqual([]);
  });

  it('the pass announces the recent results no move announced, once, and none of an old session', async () => {
    const { admin, roomId } = await createRoomWithAdmin(t.app);
    const old = await createSession(t.app, admin.cookie, roomId, 'Old');
    await advance(t.app, admin.cookie, old.id, 'endSubmissions');
    // A process died between each move to results and its notices (set here behind the moves' backs).
    // A manual room's session is recent for 30 days from its making (no deadline closed it).
    const longAgo = new Date(t.clock.now().getTime() - 31 * 86_400_000);
    await t.db
      .updateTable('sessions')
      .set({ status: 'results', created_at: longAgo })
      .where('id', '=', old.id)
      .execute();
    const recent = await createSession(t.app, admin.cookie, roomId, 'Recent');
    await advance(t.app, admin.cookie, recent.id, 'endSubmissions');
    await t.db.updateTable('sessions').set({ status: 'results' }).where('id', '=', recent.id).execute();
    expect(await remind()).toBe(1);
    expect(await remind()).toBe(0);
    const sessionsTold = await t.db
      .selectFrom('member_notifications')
      .select('session_id')
      .where('user_id', '=', admin.userId)
      .where('kind', '=', 'results_ready')
      .execute();
    expect(sessionsTold).toEqual([{ session_id: recent.id }]);
  });

  it('announces results of several sessions moved at once to each member once, and only for sessions in results', async () => {
    const first = await createRoomWithAdmin(t.app, undefined, { email: 'ann@example.com', firstName: 'Ann' });
    const cy = await signInAndJoin(t.app, first.inviteCode, { email: 'cy@example.com', firstName: 'Cy' });
    const second = await createRoomWithAdmin(t.app, undefined, { email: 'dee@example.com', firstName: 'Dee' });
    const sessions: { id: string }[] = [];
    for (const room of [first, second]) {
      const session = await createSession(t.app, room.admin.cookie, room.roomId, 'Together');
      await advance(t.app, room.admin.cookie, session.id, 'endSubmissions');
      sessions.push(session);
    }
    // Both reach results behind the moves' backs, as a scheduler pass moving many rooms would.
    await t.db.updateTable('sessions').set({ status: 'results' }).where('id', '=', sessions[0]!.id).execute();
    const announce = async () => {
      const stored = await t.app.notifications.storeResultsNotices(sessions.map((s) => s.id));
      await stored.send();
      return stored.count;
    };
    expect(await announce()).toBe(2);
    await t.db.updateTable('sessions').set({ status: 'results' }).where('id', '=', sessions[1]!.id).execute();
    expect(await announce()).toBe(1);
    expect(await announce()).toBe(0);
    expect(await remind()).toBe(0);
    for (const userId of [first.admin.userId, cy.userId, second.admin.userId]) {
      expect(await storedKinds(userId)).toEqual(['results_ready', 'session_opened']);
    }
    const notice = (await bell(cy.cookie)).notifications.find((n: Notification) => n.kind === 'results_ready');
    expect(notice).toMatchObject({ sessionId: sessions[0]!.id, payload: { sessionNumber: 1, theme: 'Together' } });
  });

  it('tells all six members a session opened even when its submissions end a second later', async () => {
    const { admin, roomId, inviteCode } = await createRoomWithAdmin(t.app);
    const others = [];
    for (const n of ['Bo', 'Cy', 'Di', 'Ed', 'Flo']) {
      others.push(await signInAndJoin(t.app, inviteCode, { email: `${n}@example.com`, firstName: n }));
    }
    const first = await createSession(t.app, admin.cookie, roomId, 'Quick one');
    const second = await createSession(t.app, admin.cookie, roomId, 'Opened by hand');
    expect(second.status).toBe('upcoming');
    // No scheduler pass anywhere below: the notices come with the moves.
    await advance(t.app, admin.cookie, first.id, 'endSubmissions');
    await advance(t.app, admin.cookie, first.id, 'endVoting');
    expect((await advance(t.app, admin.cookie, second.id, 'startSubmissions')).statusCode).toBe(200);
    t.clock.advance(1_000);
    await advance(t.app, admin.cookie, second.id, 'endSubmissions');
    for (const p of [admin, ...others]) {
      const opened = ((await bell(p.cookie)).notifications as Notification[]).filter(
        (n) => n.kind === 'session_opened',
      );
      expect(opened.map((n) => n.sessionId).sort()).toEqual([first.id, second.id].sort());
    }
    expect(await remind()).toBe(0);
  });
});

describe('the bell', () => {
  it('pushes a new notification live to the player, and only to that player', async () => {
    const { admin, bo } = await leagueWithPlayer();
    const url = await listenOnce(t.app);
    const boSocket = await memberSocket(url, bo.cookie);
    const adminSocket = await memberSocket(url, admin.cookie);
    const adminHeard: Notification[] = [];
    adminSocket.on('notification:new', (n) => adminHeard.push(n));
    const heard = new Promise<Notification>((resolve) => boSocket.once('notification:new', resolve));
    await t.app.notifications.notify(bo.userId, 'nudged', { payload: { byName: 'Ada' } });
    expect(await heard).toMatchObject({ kind: 'nudged', payload: { byName: 'Ada' }, readAt: null });
    expect(adminHeard).toEqual([]);
  });

  it('sends a socket connecting with its list’s asOf what was stored after that read, once', async () => {
    const { bo } = await leagueWithPlayer();
    const url = await listenOnce(t.app);
    await t.app.notifications.notify(bo.userId, 'made_admin');
    t.clock.advance(10 * 60_000);
    const list = await bell(bo.cookie);
    expect(list.asOf).toBe(t.clock.now().toISOString());
    expect(list.notifications.map((n: Notification) => n.kind)).toEqual(['made_admin']);
    // Stored after the list was read and before any socket of Bo's joined: pushed to nobody.
    await t.app.notifications.notify(bo.userId, 'nudged', { payload: { byName: 'Ada' } });
    // Listening before the handshake: what the server sends on connection is heard.
    const listening = async (auth?: Record<string, unknown>) => {
      const heard: Notification[] = [];
      const socket = openSocket(url, { cookie: bo.cookie, auth });
      socket.on('notification:new', (n) => heard.push(n));
      await connected(socket);
      return heard;
    };
    const heard = {
      withAsOf: await listening({ notificationsAsOf: list.asOf }),
      without: await listening(),
      garbage: await listening({ notificationsAsOf: 'yesterday-ish' }),
      wrongType: await listening({ notificationsAsOf: { $gt: '' } }),
    };
    await pause(500);
    expect(heard.withAsOf.map((n) => n.kind)).toEqual(['nudged']);
    expect(heard.withAsOf[0]).toMatchObject({ payload: { byName: 'Ada' }, readAt: null });
    expect(heard.without).toEqual([]);
    expect(heard.garbage).toEqual([]);
    expect(heard.wrongType).toEqual([]);
  });

  it('marks one or all read, and refuses another player’s notification with 404', async () => {
    const { admin, bo } = await leagueWithPlayer();
    await remind();
    const mine = (await bell(bo.cookie)).notifications[0]!;
    const theirs = (await bell(admin.cookie)).notifications[0]!;
    const read = (id: string, cookie: string) =>
      call(t.app, routes.markNotificationRead, { params: { id }, as: cookie });

    expect((await read(theirs.id, bo.cookie)).statusCode).toBe(404);
    expect((await read('not-an-id', bo.cookie)).json()).toMatchObject({ message: 'Notification not found' });
    expect((await bell(admin.cookie)).unreadCount).toBe(1);

    expect((await read(mine.id, bo.cookie)).statusCode).toBe(204);
    const after = await bell(bo.cookie);
    expect(after.unreadCount).toBe(0);
    expect(after.notifications[0]!.readAt).toBe('2026-11-19T20:00:00.000Z');

    await t.app.notifications.notify(admin.userId, 'made_admin');
    const all = await call(t.app, routes.markAllNotificationsRead, { as: admin.cookie });
    expect(all.statusCode).toBe(204);
    expect((await bell(admin.cookie)).unreadCount).toBe(0);
    expect((await call(t.app, routes.listNotifications)).statusCode).toBe(401);
  });
});
