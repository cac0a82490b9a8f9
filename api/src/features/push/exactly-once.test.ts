import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { fixedClock } from '../../lib/clock.ts';
import { call } from '../../test/build-app.ts';
import { createRoomWithAdmin, signInAndJoin } from '../../test/factories.ts';
import { POSTGRES_BASE_URL, postgresInstances, postgresReachable } from '../../test/postgres-instances.ts';
import { createSession } from '../sessions/test-support.ts';
import { startPushService } from './test-push-service.ts';

// Two API instances, each with its own pool on one PostgreSQL database (what two processes are
// to it), with the same VAPID keys, race to send reminders and to retry pushes after an outage;
// then one is replaced by a fresh instance, as after a restart. Every device must get every push
// exactly once. PGlite is one connection in one process, so this needs the machine's PostgreSQL.
const available = await postgresReachable();
if (!available) console.warn(`exactly-once push test skipped: no PostgreSQL at ${POSTGRES_BASE_URL}`);

const clock = fixedClock('2026-11-19T20:00:00.000Z');
const keys = webpush.generateVAPIDKeys();
const env = { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
const instances = postgresInstances(clock, env);
const service = await startPushService({ publicKey: () => keys.publicKey });

describe.skipIf(!available)('pushes with two API processes on PostgreSQL', () => {
  beforeAll(() => instances.create());
  afterAll(async () => {
    await instances.close();
    await service.stop();
  });

  it('sends each push to each device once, through races, an outage and a restart', async () => {
    const a = await instances.instance();
    const b = await instances.instance();
    const { admin, roomId, inviteCode } = await createRoomWithAdmin(a, { type: 'automatic', startDate: '2026-11-26' });
    const devices: string[] = [];
    for (const n of ['Bo', 'Cy', 'Di']) {
      const player = await signInAndJoin(a, inviteCode, { email: `${n}@example.com`, firstName: n });
      const device = service.subscription();
      devices.push(device.endpoint);
      const res = await call(b, {
        method: 'POST',
        url: '/api/push/subscriptions',
        cookie: player.cookie,
        payload: device,
      });
      expect(res.statusCode).toBe(201);
    }
    await createSession(a, admin.cookie, roomId);
    const reminders = async (...instances: FastifyInstance[]) =>
      (
        await Promise.all(instances.flatMap((app) => [1, 2, 3].map(() => app.notifications.runReminders(clock.now()))))
      ).reduce((x, y) => x + y, 0);
    const retries = async (...instances: FastifyInstance[]) =>
      (await Promise.all(instances.flatMap((app) => [1, 2].map(() => app.notifications.retryPush())))).reduce(
        (x, y) => x + y,
        0,
      );
    const kinds = () =>
      Object.fromEntries(devices.map((d) => [d, service.payloadsFor(d).map((p) => (p as { kind: string }).kind)]));

    // The three who joined before the session opened were told with the move; the passes add nothing.
    expect(await reminders(a, b)).toBe(0);
    expect(kinds()).toEqual(Object.fromEntries(devices.map((d) => [d, ['session_opened']])));

    // The push service is down when the 24 h reminders fall due: queued, not lost.
    for (const d of devices) service.answer(d, 503);
    clock.set('2026-11-26T02:00:00.000Z');
    expect(await reminders(a, b)).toBe(4);
    expect(service.received).toHaveLength(3);
    for (const d of devices) service.answer(d, 201);
    clock.advance(5 * 60_000);
    expect(await retries(a, b)).toBe(3);
    expect(await retries(a, b)).toBe(0);

    // "Restart": b goes away, a fresh instance with a new pool takes over mid-window.
    await b.close();
    const restarted = await instances.instance();
    clock.set('2026-11-26T03:00:00.000Z');
    expect(await reminders(a, restarted)).toBe(0);
    expect(await retries(a, restarted)).toBe(0);
    expect(kinds()).toEqual(Object.fromEntries(devices.map((d) => [d, ['session_opened', 'deadline_24h']])));
    expect(service.refused).toEqual([]);
  });
});
