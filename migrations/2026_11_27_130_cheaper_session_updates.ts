import { type Kysely, sql } from 'kysely';

// Every advance updates one sessions row, and PostgreSQL re-checks all of the table's CHECK
// constraints on every update, whichever columns changed, preparing each one's expression afresh
// for every statement. Sessions had five (migrations 003, 011, 013); they are now one holding the
// same five conditions. A CHECK passes unless it is false, and an AND is false exactly when one
// of its parts is, so each part still refuses what it refused alone. `x IS NULL OR` is dropped
// from the nullable columns' parts: a null already makes its part null, which passes as before.
const STATUSES = sql.raw(`'upcoming', 'submissions', 'voting', 'results'`);
const MODES = sql.raw(`'classic', 'ranked_choice', 'grudge_match', 'appreciation_station'`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE sessions
      DROP CONSTRAINT sessions_theme_check,
      DROP CONSTRAINT sessions_status_check,
      DROP CONSTRAINT sessions_voting_mode_check,
      DROP CONSTRAINT sessions_points_per_ballot_check,
      DROP CONSTRAINT sessions_per_video_cap_check,
      ADD CONSTRAINT sessions_values_check CHECK (
        length(theme) >= 1
        AND status IN (${STATUSES})
        AND voting_mode IN (${MODES})
        AND points_per_ballot BETWEEN 1 AND 100
        AND per_video_cap BETWEEN 1 AND 100)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE sessions
      DROP CONSTRAINT sessions_values_check,
      ADD CONSTRAINT sessions_theme_check CHECK (length(theme) >= 1),
      ADD CONSTRAINT sessions_status_check CHECK (status IN (${STATUSES})),
      ADD CONSTRAINT sessions_voting_mode_check CHECK (voting_mode IS NULL OR voting_mode IN (${MODES})),
      ADD CONSTRAINT sessions_points_per_ballot_check
        CHECK (points_per_ballot IS NULL OR points_per_ballot BETWEEN 1 AND 100),
      ADD CONSTRAINT sessions_per_video_cap_check CHECK (per_video_cap IS NULL OR per_video_cap BETWEEN 1 AND 100)`.execute(
    db,
  );
}
