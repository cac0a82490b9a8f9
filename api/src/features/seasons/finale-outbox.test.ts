import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import webpush from 'web-push';
import { buildApp } from '../../app.ts';
import { call, testConfig, useTestApp } from '../../test/build-app.ts';
import { createRoomWithPlayers, type Player } from '../../test/factories.ts';
import { startSmtpReceiver } from '../notifications/test-smtp.ts';
import { startPushService } from '../push/test-push-service.ts';
import { advance, recordEvents } from '../sessions/test-support.ts';
import { sessionWithSubmissions, vote } from '../votes/test-fixtures.ts';

// The finale's notices (bell, mail, push) commit with the season's claim, so a process that dies
// between the claim and the sending — or between the last round's results and the claim — loses
// none: a restarted process's scheduler pass sends each one once.
const keys = webpush.generateVAPIDKeys();
const smtp = await startSmtpReceiver();
const pushService = await startPushService({ publicKey: () => keys.publicKey });
const env = {
  SMTP_URL: smtp.url(),
  MAIL_FROM: 'Clip Club <club@example.com>',
  VAPID_PUBLIC_KEY: keys.publicKey,
  VAPID_PRIVATE_KEY: keys.privateKey,
};
const t = useTestApp({ env });
const restarts: FastifyInstance[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const app of restarts.splice(0)) await app.close();
  smtp.inbox.length = 0;
  pushService.clear();
});
afterAll(async () => {
  await smtp.stop();
  await pushService.stop();
});

/** A 1-round season of three players with a device each, its round voted and ready to end. */
async function lastRoundReady() {
  const { roomId, players } = await createRoomWithPlayers(t.app, 'classic', ['Ann', 'Ben', 'Cat']);
  const [Ann, Ben, Cat] = (['Ann', 'Ben', 'Cat'] as const).map((n) => players[n] as Player) as [Player, Player, Player];
  const devices: Record<string, string> = {};
  for (const p of [Ann, Ben, Cat]) {
    const device = pushService.subscription();
    devices[p.name] = device.endpoint;
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/push/subscriptions',
      cookie: p.cookie,
      payload: device,
    });
    expect(res.statusCode).toBe(201);
  }
  const [season] = (
    await call(t.app, { method: 'GET', url: `/api/rooms/${roomId}/seasons`, cookie: Ann.cookie })
  ).json();
  await call(t.app, { method: 'PATCH', url: `/api/seasons/${season.id}`, cookie: Ann.cookie, payload: { rounds: 1 } });
  const { sessionId, submissions } = await sessionWithSubmissions(t.db, roomId, [Ann, Ben, Cat]);
  expect((await vote.classic(t.app, Ben, sessionId, { [submissions.Ann!]: 6, [submissions.Cat!]: 4 })).statusCode).toBe(
    200,
  );
  return { roomId, seasonId: season.id as string, sessionId, players: [Ann, Ben, Cat], devices };
}

/** The process "dies" when it publishes this event: nothing after it in that call runs. */
function dieAt(app: FastifyInstance, eventName: string) {
  const publish = app.roomEvents.publish.bind(app.roomEvents);
  vi.spyOn(app.roomEvents, 'publish').mockImplementation((roomId, name, payload) => {
    if (name === eventName) throw new Error('the process died here');
    publish(roomId, name, payload);
  });
}

/** A fresh process on the same database, as after a restart. */
async function restart(): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(env), { db: t.db, clock: t.clock });
  await app.ready();
  restarts.push(app);
  return app;
}

const finaleNotes = async (who: Player) =>
  (
    (await call(t.app, { method: 'GET', url: '/api/notifications', cookie: who.cookie })).json().notifications as {
      kind: string;
    }[]
  ).filter((n) => n.kind === 'season_finished');
const finaleMails = () =>
  smtp.inbox
    .filter((m) => m.subject.startsWith('Season 1 is over'))
    .map((m) => m.to)
    .sort();
const finalePushes = (devices: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(devices).map(([name, endpoint]) => [
      name,
      pushService.payloadsFor(endpoint).filter((p) => (p as { kind: string }).kind === 'season_finished').length,
    ]),
  );
const everyone = ['ann@example.com', 'ben@example.com', 'cat@example.com'];

describe('finale notices through the outbox', () => {
  it('survive a death between the claim and the sending: the next pass sends each once', async () => {
    const { sessionId, players, devices } = await lastRoundReady();
    dieAt(t.app, 'season:finished');
    expect((await advance(t.app, players[0]!.cookie, sessionId, 'endVoting')).statusCode).toBe(200);
    vi.restoreAllMocks();

    // Claimed and stored with the claim: the bell has it; nothing was mailed or pushed.
    for (const p of players) expect(await finaleNotes(p)).toHaveLength(1);
    expect(finaleMails()).toEqual([]);
    expect(finalePushes(devices)).toEqual({ Ann: 0, Ben: 0, Cat: 0 });

    const restarted = await restart();
    await restarted.scheduler.runPass(t.clock.now());
    t.clock.advance(60_000);
    await restarted.scheduler.runPass(t.clock.now());
    await t.app.scheduler.runPass(t.clock.now());
    expect(finaleMails()).toEqual(everyone);
    expect(finalePushes(devices)).toEqual({ Ann: 1, Ben: 1, Cat: 1 });
    for (const p of players) expect(await finaleNotes(p)).toHaveLength(1);
  });

  it('survive a death before the claim: the next pass announces the finale once, on two processes', async () => {
    const { roomId, seasonId, sessionId, players, devices } = await lastRoundReady();
    // The results commit finished the season (the database does it); the process dies before announcing.
    dieAt(t.app, 'standings:updated');
    expect((await advance(t.app, players[0]!.cookie, sessionId, 'endVoting')).statusCode).toBe(200);
    vi.restoreAllMocks();
    for (const p of players) expect(await finaleNotes(p)).toEqual([]);

    const restarted = await restart();
    const heard = [recordEvents(t.app), recordEvents(restarted)];
    await Promise.all([t.app.scheduler.runPass(t.clock.now()), restarted.scheduler.runPass(t.clock.now())]);
    await restarted.scheduler.runPass(t.clock.now());
    for (const h of heard) h.stop();

    const finales = heard.flatMap((h) => h.events).filter((e) => e.name === 'season:finished');
    expect(finales).toEqual([
      expect.objectContaining({
        roomId,
        payload: expect.objectContaining({ season: expect.objectContaining({ id: seasonId }) }),
      }),
    ]);
    for (const p of players) expect(await finaleNotes(p)).toHaveLength(1);
    expect(finaleMails()).toEqual(everyone);
    expect(finalePushes(devices)).toEqual({ Ann: 1, Ben: 1, Cat: 1 });
  });

  it('are sent at once when nothing fails', async () => {
    const { sessionId, players, devices } = await lastRoundReady();
    expect((await advance(t.app, players[0]!.cookie, sessionId, 'endVoting')).statusCode).toBe(200);
    expect(finaleMails()).toEqual(everyone);
    expect(finalePushes(devices)).toEqual({ Ann: 1, Ben: 1, Cat: 1 });
    await t.app.scheduler.runPass(t.clock.now());
    expect(finaleMails()).toEqual(everyone);
  });
});
