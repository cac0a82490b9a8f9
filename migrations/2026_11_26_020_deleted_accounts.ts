import { type Kysely, sql } from 'kysely';

// A deleted account keeps its row, emptied, so finished sessions still credit their submissions
// and ballots to someone ('Former player'); deleted_at says it is gone.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN deleted_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN deleted_at`.execute(db);
}
