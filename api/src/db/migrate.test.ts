import { migrations } from '@clipclub/migrations';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/build-app.ts';
import { migrateToLatest } from './migrate.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.destroy());

/** Tables, columns, indexes and constraints of the public schema, to compare before and after. */
async function schemaShape() {
  const { rows } = await sql<{ item: string }>`
    SELECT table_name || '.' || column_name || ':' || data_type AS item
      FROM information_schema.columns WHERE table_schema = 'public'
    UNION ALL SELECT 'index ' || indexname FROM pg_indexes WHERE schemaname = 'public'
    UNION ALL SELECT 'constraint ' || conname FROM pg_constraint
      WHERE connamespace = 'public'::regnamespace
    ORDER BY 1`.execute(database.db);
  return rows.map((r) => r.item);
}

describe('migrations', () => {
  it('a second run applies nothing and changes nothing', async () => {
    const before = await schemaShape();
    expect(before).toContain('room_members.token_count:integer');
    expect(await migrateToLatest(database.db)).toEqual([]);
    expect(await schemaShape()).toEqual(before);
  });

  it('every migration can be undone and applied again to the same schema', async () => {
    const before = await schemaShape();
    const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
    for (let i = 0; i < Object.keys(migrations).length; i++) {
      const { error } = await migrator.migrateDown();
      expect(error).toBeUndefined();
    }
    expect((await schemaShape()).filter((item) => !item.includes('kysely_migration'))).toEqual([]);
    expect(await migrateToLatest(database.db)).toEqual(Object.keys(migrations));
    expect(await schemaShape()).toEqual(before);
  });
});

describe('room_members', () => {
  it('holds one membership per user per room', async () => {
    const db = database.db;
    const user = await db
      .insertInto('users')
      .values({ subject: 'dev:ann@example.com' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const room = await db
      .insertInto('rooms')
      .values({ name: 'Club', invite_code: 'ABCD2345', type: 'manual', voting_mode: 'classic' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const member = { room_id: room.id, user_id: user.id };
    await db.insertInto('room_members').values(member).execute();
    await expect(
      db
        .insertInto('room_members')
        .values({ ...member, is_admin: true })
        .execute(),
    ).rejects.toMatchObject({
      code: '23505',
    });
    const rows = await db.selectFrom('room_members').selectAll().execute();
    expect(rows).toEqual([expect.objectContaining({ is_admin: false, token_count: 1 })]);
  });

  it('never lets a token count go below 0', async () => {
    const db = database.db;
    await expect(db.updateTable('room_members').set({ token_count: -1 }).execute()).rejects.toMatchObject({
      code: '23514',
    });
  });
});
