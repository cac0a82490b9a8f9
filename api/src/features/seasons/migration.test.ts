import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate.ts';
import { useMigrationDatabase } from '../../test/migration-database.ts';

// Migration 030 on a database as it was before seasons: rooms holding sessions of every status
// (and one room with none) come out with an open 'Season 1' holding all their sessions in order,
// and nothing else changes.
const BEFORE_SEASONS = '2026_11_26_020_deleted_accounts';

const database = useMigrationDatabase();

describe('migration 030 (seasons)', () => {
  it('puts every session of every status into its room’s open Season 1, losing nothing', async () => {
    // The test's database is migrated; this test then owns it, at the schema before seasons.
    await database.migrateTo(BEFORE_SEASONS);
    // Untyped from here on: these tables are as they were before seasons.
    const db = database.db;
    const exec = (q: ReturnType<typeof sql>) => q.execute(db);

    const user = await sql<{
      id: string;
    }>`INSERT INTO users (subject) VALUES ('dev:ann@example.com') RETURNING id`.execute(db);
    const userId = user.rows[0]!.id;
    const room = async (code: string) => {
      const r = await sql<{ id: string }>`INSERT INTO rooms (name, invite_code, type, voting_mode)
        VALUES (${`Room ${code}`}, ${code}, 'manual', 'classic') RETURNING id`.execute(db);
      const id = r.rows[0]!.id;
      await exec(sql`INSERT INTO room_members (room_id, user_id, is_admin) VALUES (${id}, ${userId}, true)`);
      return id;
    };
    const session = async (roomId: string, n: number, status: string) => {
      const s = await sql<{ id: string }>`INSERT INTO sessions (room_id, session_number, theme, status)
        VALUES (${roomId}, ${n}, ${`Theme ${n}`}, ${status}) RETURNING id`.execute(db);
      return s.rows[0]!.id;
    };
    const busy = await room('AAAA2345');
    const ids = [
      await session(busy, 1, 'results'),
      await session(busy, 2, 'results'),
      await session(busy, 3, 'voting'),
      await session(busy, 4, 'upcoming'),
      await session(busy, 5, 'upcoming'),
    ];
    const other = await room('BBBB2345');
    const otherIds = [await session(other, 1, 'results'), await session(other, 2, 'submissions')];
    const empty = await room('CCCC2345');
    await exec(sql`INSERT INTO submissions (session_id, user_id, video_id, youtube_url, title, thumbnail)
      VALUES (${ids[0]}, ${userId}, 'abcdefghijk', 'https://www.youtube.com/watch?v=abcdefghijk', 'A video', 'https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg')`);
    await exec(sql`INSERT INTO ballots (session_id, voter_id) VALUES (${ids[1]}, ${userId})`);
    const snapshot = async () =>
      (
        await sql<{
          row: string;
        }>`SELECT id || ' ' || room_id || ' ' || session_number || ' ' || status || ' ' || theme AS row
          FROM sessions ORDER BY room_id, session_number`.execute(db)
      ).rows.map((r) => r.row);
    const before = await snapshot();

    await migrateToLatest(db);

    expect(await snapshot()).toEqual(before);
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM submissions`.execute(db)).rows[0]!.n).toBe(1);
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM ballots`.execute(db)).rows[0]!.n).toBe(1);

    const seasons = await db
      .selectFrom('seasons')
      .select(['id', 'room_id', 'number', 'name', 'rounds', 'status', 'finished_at'])
      .execute();
    expect(seasons).toHaveLength(3);
    for (const roomId of [busy, other, empty]) {
      expect(seasons.filter((s) => s.room_id === roomId)).toEqual([
        expect.objectContaining({ number: 1, name: 'Season 1', rounds: null, status: 'running', finished_at: null }),
      ]);
    }
    const held = async (roomId: string) => {
      const season = seasons.find((s) => s.room_id === roomId)!;
      const rows = await db
        .selectFrom('sessions')
        .select('id')
        .where('season_id', '=', season.id)
        .orderBy('session_number')
        .execute();
      return rows.map((r) => r.id);
    };
    expect(await held(busy)).toEqual(ids);
    expect(await held(other)).toEqual(otherIds);
    expect(await held(empty)).toEqual([]);
  });
});
