import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import { createRoomWithAdmin, signInAndJoin } from '../../test/factories.ts';
import { POSTGRES_BASE_URL, postgresInstances, postgresReachable } from '../../test/postgres-instances.ts';
import { createSession } from '../sessions/test-support.ts';

// Two API instances, each with its own connection pool on one PostgreSQL database (what two
// processes are to the database), run the reminder pass at the same moment, repeatedly; then one
// is replaced by a fresh instance, as after a restart. Every reminder must exist exactly once.
// PGlite is one connection in one process, so this needs the machine's PostgreSQL.
const available = await postgresReachable();
if (!available) console.warn(`exactly-once reminder test skipped: no PostgreSQL at ${POSTGRES_BASE_URL}`);

const clock = fixedClock('2026-11-19T20:00:00.000Z');
const instances = postgresInstances(clock);

describe.skipIf(!available)('reminders with two API processes on PostgreSQL', () => {
  beforeAll(() => instances.create());
  afterAll(async () => {
    await instances.close();
  });

  it('sends each reminder once however the passes interleave, and not again after a restart', async () => {
    const a = await instances.instance();
    const b = await instances.instance();
    const { admin, roomId, inviteCode } = await createRoomWithAdmin(a, { type: 'automatic', startDate: '2026-11-26' });
    await createSession(a, admin.cookie, roomId);
    for (const n of ['Bo', 'Cy', 'Di']) await signInAndJoin(a, inviteCode, { email: `${n}@example.com`, firstName: n });
    const count = async () =>
      Number(
        (
          await a.db
            .selectFrom('member_notifications')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const together = async (...instances: FastifyInstance[]) => {
      const sent = await Promise.all(
        instances.flatMap((app) => [1, 2, 3].map(() => app.notifications.runReminders(clock.now()))),
      );
      return sent.reduce((x, y) => x + y, 0);
    };

    // The admin was told with the move itself; the three who joined later are told by the passes.
    expect(await together(a, b)).toBe(3);
    expect(await count()).toBe(4);

    clock.set('2026-11-26T02:00:00.000Z'); // 24 h reminders fall due
    expect(await together(a, b)).toBe(4);
    expect(await count()).toBe(8);

    // "Restart": b goes away, a fresh instance with a new pool takes over mid-window.
    await b.close();
    const restarted = await instances.instance();
    clock.set('2026-11-26T03:00:00.000Z');
    expect(await together(a, restarted)).toBe(0);
    expect(await count()).toBe(8);

    // A process died between a move to results and its notices: the passes racing on the
    // session's claim (migration 150) store the session's results notice once, for every member
    // (migration 160).
    const { id: sessionId } = await a.db
      .updateTable('sessions')
      .set({ status: 'results' })
      .where('room_id', '=', roomId)
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await together(a, restarted)).toBe(4);
    const results = await a.db
      .selectFrom('member_notifications')
      .select('user_id')
      .where('kind', '=', 'results_ready')
      .where('session_id', '=', sessionId)
      .execute();
    expect(results).toHaveLength(4);
    expect(new Set(results.map((r) => r.user_id)).size).toBe(4);
    const stored = await a.db.selectFrom('results_notices').selectAll().where('session_id', '=', sessionId).execute();
    expect(stored).toHaveLength(1);
    // The session is claimed: a player who joins afterwards is owed nothing of it, nor is anyone again.
    await signInAndJoin(a, inviteCode, { email: 'Ed@example.com', firstName: 'Ed' });
    expect(await together(a, restarted)).toBe(0);
    expect(await count()).toBe(12);
  });
});
