import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useMigrationDatabase } from '../../test/migration-database.ts';

// Migration 160 on a database as it was before: the results notices stored per member become
// their session's, each member still finds theirs, read or not as before, and its queued mail
// names the session and the player; down stores them per member again, their mail pointing at them.
const BEFORE = '2026_11_29_150_results_notices_claimed_by_session';
const AFTER = '2026_11_29_160_results_notice_per_session';

const database = useMigrationDatabase();
const migrateTo = database.migrateTo;

describe('migration 160: a results notice stored once for its session', () => {
  it('turns every member’s stored results notice into the session’s, keeps reads and mail, and undoes', async () => {
    await migrateTo(BEFORE);
    const db = database.db;
    const one = async <T>(q: ReturnType<typeof sql<T>>) => (await q.execute(db)).rows[0]!;
    const player = (name: string) =>
      one(sql<{ id: string }>`INSERT INTO users (subject) VALUES (${`dev:${name}@example.com`}) RETURNING id`);
    const ann = await player('ann');
    const bo = await player('bo');
    const room = await one(sql<{ id: string }>`INSERT INTO rooms (name, invite_code, type, voting_mode)
      VALUES ('Club', 'ABCD2345', 'manual', 'classic') RETURNING id`);
    for (const user of [ann, bo])
      await sql`INSERT INTO room_members (room_id, user_id) VALUES (${room.id}, ${user.id})`.execute(db);
    const noticedAt = new Date('2026-11-20T18:00:00.000Z');
    const readAt = new Date('2026-11-20T19:00:00.000Z');
    const session = await one(sql<{
      id: string;
    }>`INSERT INTO sessions (room_id, session_number, theme, status, results_noticed_at)
      VALUES (${room.id}, 1, 'Songs', 'results', ${noticedAt}) RETURNING id`);
    const payload = JSON.stringify({ roomName: 'Club', sessionNumber: 1, theme: 'Songs' });
    const stored = (user: { id: string }, read: Date | null) =>
      one(sql<{
        id: string;
      }>`INSERT INTO notifications (user_id, kind, room_id, session_id, payload, created_at, read_at)
        VALUES (${user.id}, 'results_ready', ${room.id}, ${session.id}, ${payload}::jsonb, ${noticedAt}, ${read})
        RETURNING id`);
    await stored(ann, readAt);
    const boNotice = await stored(bo, null);
    const opened = await one(sql<{
      id: string;
    }>`INSERT INTO notifications (user_id, kind, room_id, session_id, created_at)
      VALUES (${bo.id}, 'session_opened', ${room.id}, ${session.id}, ${noticedAt}) RETURNING id`);
    await sql`INSERT INTO mail_outbox (notification_id) VALUES (${boNotice.id}), (${opened.id})`.execute(db);

    await migrateTo(AFTER);
    const perPlayer = await sql`SELECT id FROM notifications WHERE kind = 'results_ready'`.execute(db);
    expect(perPlayer.rows).toEqual([]);
    const bell = await sql<{ user_id: string; id: string; kind: string; read_at: Date | null; payload: unknown }>`
      SELECT user_id, id, kind, read_at, payload FROM member_notifications ORDER BY kind, user_id = ${bo.id}`.execute(
      db,
    );
    expect(bell.rows).toEqual([
      { user_id: ann.id, id: session.id, kind: 'results_ready', read_at: readAt, payload: JSON.parse(payload) },
      { user_id: bo.id, id: session.id, kind: 'results_ready', read_at: null, payload: JSON.parse(payload) },
      { user_id: bo.id, id: opened.id, kind: 'session_opened', read_at: null, payload: {} },
    ]);
    const mail = await sql<{ notification_id: string | null; session_id: string | null; user_id: string }>`
      SELECT notification_id, session_id, user_id FROM mail_outbox ORDER BY notification_id NULLS FIRST`.execute(db);
    expect(mail.rows).toEqual([
      { notification_id: null, session_id: session.id, user_id: bo.id },
      { notification_id: opened.id, session_id: null, user_id: bo.id },
    ]);

    await migrateTo(BEFORE);
    const back = await sql<{ user_id: string; read_at: Date | null; created_at: Date; id: string }>`
      SELECT user_id, read_at, created_at, id FROM notifications WHERE kind = 'results_ready'
      ORDER BY user_id = ${bo.id}`.execute(db);
    expect(back.rows.map(({ id: _, ...row }) => row)).toEqual([
      { user_id: ann.id, read_at: readAt, created_at: noticedAt },
      { user_id: bo.id, read_at: null, created_at: noticedAt },
    ]);
    const mailBack = await sql<{ notification_id: string }>`
      SELECT notification_id FROM mail_outbox ORDER BY notification_id = ${opened.id}`.execute(db);
    expect(mailBack.rows).toEqual([{ notification_id: back.rows[1]!.id }, { notification_id: opened.id }]);
  });
});
