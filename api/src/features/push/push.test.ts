import { NOTIFICATION_KINDS, PUSH_MESSAGES, routes } from '@clipclub/protocol';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { call, signIn, testConfig, useTestApp } from '../../test/build-app.ts';
import { createRoomWithAdmin } from '../../test/factories.ts';
import { advance, createSession } from '../sessions/test-support.ts';
import { startPushService } from './test-push-service.ts';

// The app (development, no VAPID keys: a pair of its own) pushes to a local push service that
// checks the VAPID JWT and decrypts each push with the device's keys, as a browser's would.
const t = useTestApp();
const service = await startPushService({ publicKey: () => t.app.push?.publicKey ?? '' });
afterAll(() => service.stop());
afterEach(() => service.clear());

const subscribe = (cookie: string | undefined, payload: unknown) =>
  call(t.app, routes.subscribePush, { as: cookie, payload });
const unsubscribe = (cookie: string, endpoint: string) =>
  call(t.app, routes.unsubscribePush, { body: { endpoint }, as: cookie });

async function playerWithDevice() {
  const { admin, roomId } = await createRoomWithAdmin(t.app);
  const device = service.subscription();
  expect((await subscribe(admin.cookie, device)).statusCode).toBe(201);
  return { admin, roomId, device };
}

describe('push routes', () => {
  it('gives the public key the app signs with, to anyone', async () => {
    const res = await call(t.app, routes.getPushPublicKey);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ publicKey: t.app.push?.publicKey });
    expect(res.json().publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
  });

  it('stores a device once: 201, the same endpoint again 200, removed with 204', async () => {
    const { admin, device } = await playerWithDevice();
    const again = await subscribe(admin.cookie, device);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ endpoint: device.endpoint, createdAt: '2026-11-19T20:00:00.000Z' });
    expect(await t.db.selectFrom('push_subscriptions').select('endpoint').execute()).toHaveLength(1);

    expect((await unsubscribe(admin.cookie, device.endpoint)).statusCode).toBe(204);
    expect(await t.db.selectFrom('push_subscriptions').select('endpoint').execute()).toEqual([]);
    await t.app.notifications.notify(admin.userId, 'made_admin', { payload: { roomName: 'Film club' } });
    expect(service.received).toEqual([]);
  });

  it('answers 401 signed out and 400 with the field named for a bad body', async () => {
    const { admin } = await createRoomWithAdmin(t.app);
    const device = service.subscription();
    const signedOut = await subscribe(undefined, device);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ message: 'Not signed in' });
    expect((await call(t.app, routes.unsubscribePush, { body: device })).statusCode).toBe(401);

    const cases: [unknown, string][] = [
      [{ keys: device.keys }, 'endpoint is required'],
      [{ ...device, endpoint: 'not a url' }, 'endpoint must be an http(s) URL'],
      [{ endpoint: device.endpoint }, 'keys is required'],
      [{ ...device, keys: { ...device.keys, p256dh: 'abc' } }, 'keys.p256dh must be a P-256 public key in base64url'],
      [{ ...device, keys: { p256dh: device.keys.p256dh } }, 'keys.auth is required'],
      // Development delivers to http:// on loopback only; anywhere else needs https.
      [{ ...device, endpoint: 'http://push.example.com/x' }, PUSH_MESSAGES.httpsOnly],
    ];
    for (const [payload, message] of cases) {
      const res = await subscribe(admin.cookie, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.error().message).toBe(message);
    }
    expect(await t.db.selectFrom('push_subscriptions').select('endpoint').execute()).toEqual([]);
  });

  it('refuses a write from another site and never touches another player’s device', async () => {
    const { admin, device } = await playerWithDevice();
    const foreign = await call(t.app, routes.subscribePush, {
      headers: { origin: 'https://evil.example' },
      as: admin,
      body: service.subscription(),
    });
    expect(foreign.statusCode).toBe(403);
    const { admin: bo } = await createRoomWithAdmin(t.app, {}, { email: 'bo@example.com', firstName: 'Bo' });
    expect((await unsubscribe(bo.cookie, device.endpoint)).statusCode).toBe(204);
    expect(await t.db.selectFrom('push_subscriptions').select('user_id').execute()).toEqual([
      { user_id: admin.userId },
    ]);
  });
});

describe('signing out', () => {
  const devices = async () =>
    (await t.db.selectFrom('push_subscriptions').select('endpoint').orderBy('endpoint').execute()).map(
      (d) => d.endpoint,
    );
  const logOut = (cookie: string) => call(t.app, routes.logout, { as: cookie });

  it('deletes the devices that sign-in turned push on for, and no other', async () => {
    // One player on a shared phone and on their laptop: two sign-ins, a device each.
    const phoneSignIn = await signIn(t.app, { email: 'ada@example.com', firstName: 'Ada' });
    const laptopSignIn = await signIn(t.app, { email: 'ada@example.com', firstName: 'Ada' });
    const phone = service.subscription();
    const laptop = service.subscription();
    expect((await subscribe(phoneSignIn.cookie, phone)).statusCode).toBe(201);
    expect((await subscribe(laptopSignIn.cookie, laptop)).statusCode).toBe(201);

    expect((await logOut(phoneSignIn.cookie)).statusCode).toBe(204);
    expect(await devices()).toEqual([laptop.endpoint]);
    await t.app.notifications.notify(phoneSignIn.userId, 'made_admin', { payload: { roomName: 'Film club' } });
    expect(service.received.map((r) => r.endpoint)).toEqual([laptop.endpoint]);
  });

  it('follows the sign-in that turned it on last, and outlives a sign-in that only expired', async () => {
    const first = await signIn(t.app, { email: 'ada@example.com', firstName: 'Ada' });
    const phone = service.subscription();
    expect((await subscribe(first.cookie, phone)).statusCode).toBe(201);
    // Seven idle days: that sign-in is over, but reminders are for exactly such a player.
    t.clock.advance(7 * 24 * 60 * 60 * 1000);
    expect((await call(t.app, routes.getCurrentUser, { as: first.cookie })).statusCode).toBe(401);
    expect(await devices()).toEqual([phone.endpoint]);

    // Signed in again, turned on again from this sign-in: its sign-out now deletes it.
    const again = await signIn(t.app, { email: 'ada@example.com', firstName: 'Ada' });
    expect((await subscribe(again.cookie, phone)).statusCode).toBe(200);
    expect((await logOut(again.cookie)).statusCode).toBe(204);
    expect(await devices()).toEqual([]);
  });
});

describe('pushes', () => {
  it('carries every kind of notification to each device, readable only with its keys', async () => {
    const { admin, roomId, device } = await playerWithDevice();
    const phone = service.subscription();
    expect((await subscribe(admin.cookie, phone)).statusCode).toBe(201);
    const SESSION = (await createSession(t.app, admin.cookie, roomId)).id;
    const SEASON = '6f1c1c0e-1c8a-4f55-9a51-0d1e4c1b2a3f';
    service.clear();
    const payload = {
      roomName: 'Film club',
      sessionNumber: 2,
      theme: 'Road\u202E movies\nBEGIN',
      phase: 'voting' as const,
      deadline: '2026-11-20T02:00:00.000Z',
      byName: 'Bo',
      seasonId: SEASON,
    };
    for (const kind of NOTIFICATION_KINDS) {
      await t.app.notifications.notify(admin.userId, kind, { roomId, sessionId: SESSION, payload });
    }
    expect(service.refused).toEqual([]);
    const pushes = service.payloadsFor(device.endpoint);
    expect(service.payloadsFor(phone.endpoint)).toEqual(pushes);
    expect(pushes).toEqual([
      {
        kind: 'session_opened',
        title: 'Session 2 "Road movies BEGIN" is open in Film club',
        body: 'Session 2 "Road movies BEGIN" is open for submissions in Film club.',
        url: `/vote/${SESSION}`,
      },
      {
        kind: 'deadline_24h',
        title: '6 hours left to vote in Film club',
        body: 'Voting closes for Session 2 "Road movies BEGIN" in Film club on Thursday 19 November, 18:00 (America/Los_Angeles).',
        url: `/vote/${SESSION}`,
      },
      {
        kind: 'deadline_1h',
        title: '6 hours left to vote in Film club',
        body: 'Voting closes for Session 2 "Road movies BEGIN" in Film club on Thursday 19 November, 18:00 (America/Los_Angeles).',
        url: `/vote/${SESSION}`,
      },
      {
        kind: 'results_ready',
        title: 'Results are in for Session 2 "Road movies BEGIN" in Film club',
        body: 'The results of Session 2 "Road movies BEGIN" in Film club are in.',
        url: `/results/${SESSION}`,
      },
      {
        kind: 'nudged',
        title: 'Bo nudged you in Film club',
        body: 'Bo nudged you in Film club.',
        url: `/vote/${SESSION}`,
      },
      {
        kind: 'made_admin',
        title: 'You are now an admin in Film club',
        body: 'You are now an admin in Film club.',
        url: `/vote/${SESSION}`,
      },
      {
        kind: 'video_comment',
        title: 'New comments on your video in Film club',
        body: 'Players are talking about your video in Session 2 "Road movies BEGIN" in Film club. Read the thread on the results page.',
        url: `/results/${SESSION}`,
      },
      {
        kind: 'season_finished',
        title: 'The season is over in Film club',
        body: 'The season in Film club is over — see the podium and the recap.',
        url: `/room/${roomId}/seasons/${SEASON}`,
      },
    ]);
    const [first] = service.received;
    expect(first?.claims).toMatchObject({ aud: service.origin(), sub: 'mailto:push@localhost' });
    expect(first?.ttl).toBe('86400');
    await t.app.notifications.notify(admin.userId, 'made_admin', { roomId });
    expect(service.payloadsFor(device.endpoint).at(-1)).toMatchObject({ url: `/room/${roomId}` });
  });

  it('announces a session and its results as the bell does, naming no winner and no video', async () => {
    const { admin, roomId, device } = await playerWithDevice();
    const session = await createSession(t.app, admin.cookie, roomId, 'Road movies');
    await t.db
      .insertInto('submissions')
      .values({
        session_id: session.id,
        user_id: admin.userId,
        youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        video_id: 'dQw4w9WgXcQ',
        title: 'Never Gonna Give You Up',
        thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      })
      .execute();
    expect((await advance(t.app, admin.cookie, session.id, 'endSubmissions')).statusCode).toBe(200);
    expect((await advance(t.app, admin.cookie, session.id, 'endVoting')).statusCode).toBe(200);
    const pushes = service.payloadsFor(device.endpoint);
    expect(pushes).toEqual([
      {
        kind: 'session_opened',
        title: 'Session 1 "Road movies" is open in Film club',
        body: 'Session 1 "Road movies" is open for submissions in Film club.',
        url: `/submit/${session.id}`,
      },
      {
        kind: 'results_ready',
        title: 'Results are in for Session 1 "Road movies" in Film club',
        body: 'The results of Session 1 "Road movies" in Film club are in.',
        url: `/results/${session.id}`,
      },
    ]);
    expect(JSON.stringify(pushes)).not.toMatch(/Never Gonna|Ada|dQw4w9WgXcQ|winner|1st/);
  });

  it('queues no push of a kind turned off when a move tells every member: opened, results', async () => {
    const { admin, roomId, device } = await playerWithDevice();
    await t.app.notifications.setEmailPreferences(admin.userId, [
      { kind: 'session_opened', email: false },
      { kind: 'results_ready', email: false },
    ]);
    const session = await createSession(t.app, admin.cookie, roomId, 'Road movies');
    expect((await advance(t.app, admin.cookie, session.id, 'endSubmissions')).statusCode).toBe(200);
    expect((await advance(t.app, admin.cookie, session.id, 'endVoting')).statusCode).toBe(200);
    const queued = await t.db.selectFrom('push_outbox').select('id').where('user_id', '=', admin.userId).execute();
    expect(queued).toEqual([]);
    expect(service.payloadsFor(device.endpoint)).toEqual([]);
  });

  it('follows the preferences: a kind turned off sends nothing, even what was queued', async () => {
    const { admin, device } = await playerWithDevice();
    await t.app.notifications.setEmailPreferences(admin.userId, [{ kind: 'nudged', email: false }]);
    await t.app.notifications.notify(admin.userId, 'nudged', { payload: { byName: 'Bo' } });
    await t.app.notifications.notify(admin.userId, 'made_admin', { payload: { roomName: 'Film club' } });
    expect(service.payloadsFor(device.endpoint).map((p) => (p as { kind: string }).kind)).toEqual(['made_admin']);
    // Not even queued: the nudge's push was never written to the outbox.
    const queued = await t.db
      .selectFrom('push_outbox as o')
      .innerJoin('notifications as n', 'n.id', 'o.notification_id')
      .select('n.kind')
      .execute();
    expect(queued).toEqual([{ kind: 'made_admin' }]);

    // Queued while the service was down, turned off before the retry: never sent.
    service.answer(device.endpoint, 503);
    await t.app.notifications.notify(admin.userId, 'made_admin', { payload: { roomName: 'Film club' } });
    await t.app.notifications.setEmailPreferences(admin.userId, [{ kind: 'made_admin', email: false }]);
    service.answer(device.endpoint, 201);
    t.clock.advance(10 * 60_000);
    expect(await t.app.notifications.retryPush()).toBe(0);
    expect(service.received).toHaveLength(1);
  });

  it('keeps a push through an outage and sends it once when the service is back', async () => {
    const { admin, device } = await playerWithDevice();
    service.answer(device.endpoint, 500);
    await t.app.notifications.notify(admin.userId, 'made_admin', { payload: { roomName: 'Film club' } });
    expect(service.received).toEqual([]);
    const [row] = await t.db.selectFrom('push_outbox').selectAll().execute();
    expect(row).toMatchObject({ attempts: 1, sent_at: null, last_error: 'push service answered 500' });

    service.answer(device.endpoint, 201);
    expect(await t.app.notifications.retryPush()).toBe(0); // the backoff holds it back for now
    t.clock.advance(60_000);
    expect(await t.app.notifications.retryPush()).toBe(1);
    t.clock.advance(24 * 3_600_000);
    expect(await t.app.notifications.retryPush()).toBe(0);
    expect(service.payloadsFor(device.endpoint)).toHaveLength(1);
  });

  it('deletes a device the push service calls gone (410 or 404), with its queued pushes', async () => {
    const { admin, device } = await playerWithDevice();
    const other = service.subscription();
    expect((await subscribe(admin.cookie, other)).statusCode).toBe(201);
    service.answer(device.endpoint, 410);
    service.answer(other.endpoint, 404);
    await t.app.notifications.notify(admin.userId, 'made_admin', { payload: { roomName: 'Film club' } });
    expect(await t.db.selectFrom('push_subscriptions').select('endpoint').execute()).toEqual([]);
    expect(await t.db.selectFrom('push_outbox').select('id').execute()).toEqual([]);
    // The bell still has it.
    expect((await call(t.app, routes.listNotifications, { as: admin.cookie })).json()).toMatchObject({
      unreadCount: 1,
    });
  });

  it('sends a device that changed hands only its new player’s pushes', async () => {
    const { admin, device } = await playerWithDevice();
    service.answer(device.endpoint, 503);
    await t.app.notifications.notify(admin.userId, 'made_admin', { payload: { roomName: 'Film club' } });
    const { admin: bo } = await createRoomWithAdmin(t.app, {}, { email: 'bo@example.com', firstName: 'Bo' });
    expect((await subscribe(bo.cookie, device)).statusCode).toBe(201);
    service.answer(device.endpoint, 201);
    t.clock.advance(10 * 60_000);
    expect(await t.app.notifications.retryPush()).toBe(0);
    await t.app.notifications.notify(bo.userId, 'nudged', { payload: { byName: 'Ada' } });
    expect(service.payloadsFor(device.endpoint)).toMatchObject([{ kind: 'nudged' }]);
  });

  it('lists the devices in the data download and forgets them with the account', async () => {
    const { admin, device } = await playerWithDevice();
    const data = (await call(t.app, routes.downloadAccountData, { as: admin.cookie })).json();
    expect(data.preferences.pushSubscriptions).toEqual([
      { endpoint: device.endpoint, createdAt: '2026-11-19T20:00:00.000Z' },
    ]);
    // The only admin deletes the room first (docs/rules.md §1 "A player's data").
    const rooms = (await call(t.app, routes.listRooms, { as: admin.cookie })).json();
    for (const room of rooms) {
      await call(t.app, routes.deleteRoom, { params: { id: room.id }, as: admin.cookie });
    }
    expect((await call(t.app, routes.deleteAccount, { as: admin.cookie })).statusCode).toBe(204);
    expect(await t.db.selectFrom('push_subscriptions').select('endpoint').execute()).toEqual([]);
  });
});

describe('in production without VAPID keys', () => {
  it('has no push: the push routes answer 404 and notifications go on without it', async () => {
    const secret = { SESSION_SECRET: 's'.repeat(32) };
    const production = await buildApp(
      testConfig({ ...secret, NODE_ENV: 'production', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }),
      { db: t.db, clock: t.clock },
    );
    // The development sign-in is off in production: a development process on the same database signs Ada in.
    const development = await buildApp(testConfig(secret), { db: t.db, clock: t.clock });
    try {
      expect(production.push).toBeUndefined();
      const ada = await signIn(development, { email: 'ada@example.com', firstName: 'Ada' });
      const key = await call(production, routes.getPushPublicKey);
      expect(key.statusCode).toBe(404);
      expect(key.json()).toMatchObject({ message: PUSH_MESSAGES.off });
      const device = service.subscription();
      expect((await call(production, routes.subscribePush, { as: ada, body: device })).statusCode).toBe(404);
      expect((await call(production, routes.unsubscribePush, { as: ada, body: device })).statusCode).toBe(404);
      await production.notifications.notify(ada.userId, 'made_admin', { payload: { roomName: 'Film club' } });
      const bell = await call(production, routes.listNotifications, { as: ada.cookie });
      expect(bell.json()).toMatchObject({ unreadCount: 1 });
      expect(service.received).toEqual([]);
    } finally {
      await production.close();
      await development.close();
    }
  });
});
