import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-app.ts';
import { createRoomWithAdmin, signInAndJoin } from '../../test/factories.ts';
import { holdTransaction } from '../../test/held-transaction.ts';
import { advance, createSession } from '../sessions/test-support.ts';
import * as q from './queries.ts';

// A notice names its player and its session without a foreign key (migration 140); what the keys
// guaranteed is kept per statement: deleting takes the notices along, and a notice is never
// stored for a session already gone, or left behind by a deletion it raced.
const t = useTestApp();

async function roomAtResults(email: string) {
  const { admin, roomId, inviteCode } = await createRoomWithAdmin(t.app, undefined, { email, firstName: 'Ada' });
  const bo = await signInAndJoin(t.app, inviteCode, { email: `bo.${email}`, firstName: 'Bo' });
  const session = await createSession(t.app, admin.cookie, roomId);
  await advance(t.app, admin.cookie, session.id, 'endSubmissions');
  await advance(t.app, admin.cookie, session.id, 'endVoting');
  return { admin, bo, roomId, sessionId: session.id };
}

const noticesOf = (column: 'session_id' | 'user_id', id: string) =>
  t.db.selectFrom('member_notifications').select(['kind', 'user_id']).where(column, '=', id).execute();

const storeNudge = (userId: string, roomId: string, sessionId: string) =>
  q.insertNotification(t.db, { userId, kind: 'nudged', roomId, sessionId, payload: {}, now: t.clock.now() });

describe('notices follow their session and player', () => {
  it('go when their session is deleted, and when its room is', async () => {
    const { admin, bo, roomId, sessionId } = await roomAtResults('ada.one@example.com');
    // opened and results for both members
    expect(await noticesOf('session_id', sessionId)).toHaveLength(4);
    await t.db.deleteFrom('sessions').where('id', '=', sessionId).execute();
    expect(await noticesOf('session_id', sessionId)).toEqual([]);
    // The results notice, stored once for the session (migration 160), went with it.
    const results = await t.db.selectFrom('results_notices').selectAll().where('session_id', '=', sessionId).execute();
    expect(results).toEqual([]);

    const second = await createSession(t.app, admin.cookie, roomId);
    expect(await noticesOf('session_id', second.id)).toHaveLength(2);
    await t.db.deleteFrom('rooms').where('id', '=', roomId).execute();
    expect(await noticesOf('session_id', second.id)).toEqual([]);
    expect(await noticesOf('user_id', bo.userId)).toEqual([]);
  });

  it("go when their player's row is deleted", async () => {
    const { bo } = await roomAtResults('ada.two@example.com');
    expect(await noticesOf('user_id', bo.userId)).toHaveLength(2);
    await t.db.deleteFrom('room_members').where('user_id', '=', bo.userId).execute();
    await t.db.deleteFrom('users').where('id', '=', bo.userId).execute();
    expect(await noticesOf('user_id', bo.userId)).toEqual([]);
  });

  it('are not stored for a session already deleted', async () => {
    const { bo, roomId, sessionId } = await roomAtResults('ada.three@example.com');
    await t.db.deleteFrom('sessions').where('id', '=', sessionId).execute();
    await expect(storeNudge(bo.userId, roomId, sessionId)).rejects.toThrow();
    const reminder = { kind: 'deadline_1h', sessionId, userId: bo.userId, roomId, payload: {} };
    const stored = await q.claimAndStoreReminders(t.db, [{ ...reminder, deadline: t.clock.now() }], {
      now: t.clock.now(),
      mail: false,
      push: false,
    });
    expect(stored).toEqual([]);
    expect(await noticesOf('session_id', sessionId)).toEqual([]);
  });
});

// A deletion racing a notice's statement waits on the session the statement locked, then takes
// the notice with it. PGlite has one connection, so no two transactions overlap: PostgreSQL only.
describe.skipIf(!process.env.DATABASE_URL)('a session deleted while a notice about it is stored', () => {
  it('waits for the notice, then deletes it too', async () => {
    const { bo, roomId, sessionId } = await roomAtResults('ada.four@example.com');
    const notifying = await holdTransaction(t.db, (trx) =>
      q.insertNotification(trx, {
        userId: bo.userId,
        kind: 'nudged',
        roomId,
        sessionId,
        payload: {},
        now: t.clock.now(),
      }),
    );
    const deleting = t.db.deleteFrom('sessions').where('id', '=', sessionId).execute();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const session = await t.db.selectFrom('sessions').select('id').where('id', '=', sessionId).execute();
    expect(session).toHaveLength(1);
    await notifying.release();
    await deleting;
    expect(await noticesOf('session_id', sessionId)).toEqual([]);
  });
});
