import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useMigrationDatabase } from '../../test/migration-database.ts';

// Migration 150 on a database as it was before: a session whose members' results notices were
// stored is claimed (so no pass announces it again), one in results with none stays unclaimed
// (the next pass announces it if recent), and down gives results notices stored since their
// per-member claim key back.
const BEFORE = '2026_11_29_140_notices_follow_by_trigger';
const AFTER = '2026_11_29_150_results_notices_claimed_by_session';

const database = useMigrationDatabase();
const migrateTo = database.migrateTo;

describe('migration 150: results notices claimed by their session', () => {
  it('claims each session with results notices at the first one, leaves one without unclaimed, and undoes', async () => {
    await migrateTo(BEFORE);
    const db = database.db;
    const one = async <T>(q: ReturnType<typeof sql<T>>) => (await q.execute(db)).rows[0]!;
    const user = await one(
      sql<{ id: string }>`INSERT INTO users (subject) VALUES ('dev:ann@example.com') RETURNING id`,
    );
    const room = await one(sql<{ id: string }>`INSERT INTO rooms (name, invite_code, type, voting_mode)
      VALUES ('Club', 'ABCD2345', 'manual', 'classic') RETURNING id`);
    const session = (n: number) =>
      one(sql<{ id: string }>`INSERT INTO sessions (room_id, session_number, theme, status)
        VALUES (${room.id}, ${n}, 'Songs', 'results') RETURNING id`);
    const told = await session(1);
    const untold = await session(2);
    const storedAt = new Date('2026-11-20T18:00:00.000Z');
    await sql`INSERT INTO notifications (user_id, kind, room_id, session_id, payload, created_at, claim_deadline)
      VALUES (${user.id}, 'results_ready', ${room.id}, ${told.id}, '{}'::jsonb, ${storedAt}, 'epoch')`.execute(db);

    await migrateTo(AFTER);
    const claims = await sql<{ id: string; results_noticed_at: Date | null }>`
      SELECT id, results_noticed_at FROM sessions ORDER BY session_number`.execute(db);
    expect(claims.rows).toEqual([
      { id: told.id, results_noticed_at: storedAt },
      { id: untold.id, results_noticed_at: null },
    ]);

    // Stored under the new claim (no key of its own), then undone: it gets its per-member key back.
    await sql`INSERT INTO notifications (user_id, kind, room_id, session_id, payload)
      VALUES (${user.id}, 'results_ready', ${room.id}, ${untold.id}, '{}'::jsonb)`.execute(db);
    await migrateTo(BEFORE);
    const keys = await sql<{ session_id: string; claim_deadline: Date | null }>`
      SELECT session_id, claim_deadline FROM notifications ORDER BY created_at`.execute(db);
    expect(keys.rows.map((r) => r.claim_deadline?.getTime())).toEqual([0, 0]);
  });
});
