import { type Kysely, sql } from 'kysely';

// A session that has started keeps the voting mode it started with: the room's mode is copied
// onto its started sessions before the room's mode changes (null = follow the room, as an
// upcoming session does).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE sessions ADD COLUMN voting_mode text
      CHECK (voting_mode IS NULL OR voting_mode IN ('classic', 'ranked_choice', 'grudge_match', 'appreciation_station'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sessions DROP COLUMN voting_mode`.execute(db);
}
