import { type Kysely, sql } from 'kysely';

// Reaching results stores one notice per member, and each row's two foreign keys (its player's,
// its session's) were checked one row at a time, a query of their own each: 16 µs a notice on an
// idle machine, more than twice the insert itself (10 members: 189–214 µs with the keys, 70–87
// without). The keys go; what they guaranteed stays, per statement instead of per row:
// - Deleting goes on cascading: deleting sessions (a session, a room's) or users deletes their
//   notices, by one statement-level trigger each (a deletion reads the deleted rows once).
// - A notice never names a session deleted before it committed: each statement that stores
//   notices locks its session the way the key's check did (FOR KEY SHARE; the move to results
//   has it locked already, updating it), so a deletion waits for the notice and its trigger then
//   finds it. Players are never deleted (an account's deletion empties its row, and deletes the
//   notices with the rest of its data), and every notice's player comes from a membership
//   (whose key checks its player) or a signed-in player.
// The columns' comments keep naming what they refer to (account.test's guard reads them).
const CASCADES = [
  { table: 'sessions', column: 'session_id', trigger: 'sessions_delete_notices' },
  { table: 'users', column: 'user_id', trigger: 'users_delete_notices' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, column, trigger } of CASCADES) {
    await sql`ALTER TABLE notifications DROP CONSTRAINT ${sql.raw(`notifications_${column}_fkey`)}`.execute(db);
    await sql`COMMENT ON COLUMN notifications.${sql.raw(column)} IS ${sql.lit(`${table}.id (no foreign key: migration 140)`)}`.execute(
      db,
    );
    await sql`
      CREATE FUNCTION ${sql.raw(trigger)}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM notifications WHERE ${sql.raw(column)} IN (SELECT id FROM gone);
        RETURN NULL;
      END $$`.execute(db);
    await sql`
      CREATE TRIGGER ${sql.raw(trigger)} AFTER DELETE ON ${sql.raw(table)}
        REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION ${sql.raw(trigger)}()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table, column, trigger } of CASCADES) {
    await sql`DROP TRIGGER ${sql.raw(trigger)} ON ${sql.raw(table)}`.execute(db);
    await sql`DROP FUNCTION ${sql.raw(trigger)}()`.execute(db);
    await sql`COMMENT ON COLUMN notifications.${sql.raw(column)} IS NULL`.execute(db);
    await sql`
      ALTER TABLE notifications ADD CONSTRAINT ${sql.raw(`notifications_${column}_fkey`)}
        FOREIGN KEY (${sql.raw(column)}) REFERENCES ${sql.raw(table)}(id) ON DELETE CASCADE`.execute(db);
  }
}
