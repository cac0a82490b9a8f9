import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/build-app.ts';

// Migration 120: a session's notice no longer checks its room's key (its session's does), a
// notice about the room as a whole still does; deleting a room still deletes both kinds.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.destroy());

async function world(code: string) {
  const db = database.db;
  const one = async <T>(q: ReturnType<typeof sql<T>>) => (await q.execute(db)).rows[0]!;
  const user = await one(
    sql<{ id: string }>`INSERT INTO users (subject) VALUES (${`dev:${code}@example.com`}) RETURNING id`,
  );
  const room = await one(sql<{ id: string }>`INSERT INTO rooms (name, invite_code, type, voting_mode)
    VALUES ('Club', ${code}, 'manual', 'classic') RETURNING id`);
  const session = await one(sql<{ id: string }>`INSERT INTO sessions (room_id, session_number, theme, status)
    VALUES (${room.id}, 1, 'Songs', 'results') RETURNING id`);
  return { userId: user.id, roomId: room.id, sessionId: session.id };
}

function notice(w: { userId: string; roomId: string }, kind: string, sessionId: string | null) {
  return sql`INSERT INTO notifications (user_id, kind, room_id, session_id)
    VALUES (${w.userId}, ${kind}, ${w.roomId}, ${sessionId})`.execute(database.db);
}

async function kindsOf(userId: string) {
  const rows = await database.db.selectFrom('notifications').select('kind').where('user_id', '=', userId).execute();
  return rows.map((r) => r.kind).sort();
}

describe('notices and their room (migration 120)', () => {
  it('refuses a room-wide notice about a room that does not exist; keys only that kind by its room', async () => {
    const w = await world('ROOMKEY1');
    const gone = '00000000-0000-4000-8000-000000000000';
    await expect(notice({ ...w, roomId: gone }, 'made_admin', null)).rejects.toThrow(/room_wide_id/);
    await notice(w, 'made_admin', null);
    await notice(w, 'results_ready', w.sessionId);
    const rows = await database.db
      .selectFrom('notifications')
      .select(['kind', 'room_id', 'room_wide_id'])
      .where('user_id', '=', w.userId)
      .orderBy('kind')
      .execute();
    expect(rows).toEqual([
      { kind: 'made_admin', room_id: w.roomId, room_wide_id: w.roomId },
      { kind: 'results_ready', room_id: w.roomId, room_wide_id: null },
    ]);
  });

  it("deleting a room deletes its room-wide notices and its sessions' notices, and no other room's", async () => {
    const w = await world('ROOMKEY2');
    const other = await world('ROOMKEY3');
    await notice(w, 'made_admin', null);
    await notice(w, 'results_ready', w.sessionId);
    await notice(other, 'made_admin', null);
    await notice(other, 'results_ready', other.sessionId);
    await sql`DELETE FROM rooms WHERE id = ${w.roomId}`.execute(database.db);
    expect(await kindsOf(w.userId)).toEqual([]);
    expect(await kindsOf(other.userId)).toEqual(['made_admin', 'results_ready']);
  });
});
