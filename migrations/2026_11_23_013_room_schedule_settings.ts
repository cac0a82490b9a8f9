import { type Kysely, sql } from 'kysely';

// Room settings: the automatic schedule, the points a ballot hands out, the most one
// video may get, and the downvote tokens a member starts with; the defaults are today's rules.
// A started session keeps the points and cap it started with, copied onto it (null = follow the
// room, as an upcoming session does), like voting_mode in migration 011.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE rooms
      ADD COLUMN submission_day text NOT NULL DEFAULT 'thursday'
        CHECK (submission_day IN ('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday')),
      ADD COLUMN submission_time text NOT NULL DEFAULT '18:00' CHECK (submission_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
      ADD COLUMN voting_day text NOT NULL DEFAULT 'tuesday'
        CHECK (voting_day IN ('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday')),
      ADD COLUMN voting_time text NOT NULL DEFAULT '18:00' CHECK (voting_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
      ADD COLUMN time_zone text NOT NULL DEFAULT 'America/Los_Angeles' CHECK (length(time_zone) BETWEEN 1 AND 64),
      ADD COLUMN points_per_ballot integer NOT NULL DEFAULT 10 CHECK (points_per_ballot BETWEEN 1 AND 100),
      ADD COLUMN per_video_cap integer NOT NULL DEFAULT 5 CHECK (per_video_cap BETWEEN 1 AND 100),
      ADD COLUMN downvote_tokens integer NOT NULL DEFAULT 1 CHECK (downvote_tokens BETWEEN 0 AND 10)
  `.execute(db);
  await sql`
    ALTER TABLE sessions
      ADD COLUMN points_per_ballot integer CHECK (points_per_ballot IS NULL OR points_per_ballot BETWEEN 1 AND 100),
      ADD COLUMN per_video_cap integer CHECK (per_video_cap IS NULL OR per_video_cap BETWEEN 1 AND 100)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sessions DROP COLUMN points_per_ballot, DROP COLUMN per_video_cap`.execute(db);
  await sql`
    ALTER TABLE rooms
      DROP COLUMN submission_day, DROP COLUMN submission_time, DROP COLUMN voting_day, DROP COLUMN voting_time,
      DROP COLUMN time_zone, DROP COLUMN points_per_ballot, DROP COLUMN per_video_cap, DROP COLUMN downvote_tokens
  `.execute(db);
}
