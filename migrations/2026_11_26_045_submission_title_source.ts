import { type Kysely, sql } from 'kysely';

// Where a submission's title came from: the YouTube lookup, the fallback `YouTube video <id>`
// when the lookup found none, or the player's own words typed instead (docs/rules.md §4).
// Only a fallback or typed title may be (re)typed; a looked-up one is YouTube's.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE submissions ADD COLUMN title_source text NOT NULL DEFAULT 'lookup'
    CHECK (title_source IN ('lookup', 'fallback', 'typed'))`.execute(db);
  await sql`UPDATE submissions SET title_source = 'fallback' WHERE title = 'YouTube video ' || video_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE submissions DROP COLUMN title_source`.execute(db);
}
