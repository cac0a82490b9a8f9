import { type Kysely, sql } from 'kysely';

// A voter's comment on one video of their ballot (docs/rules.md §5). It belongs to the
// ballot, so deleting the ballot, the session or the video takes it along. A video may carry two
// comments from one voter in grudge match: one with the points, one with the downvote, which is
// final and kept on the ballot, so its comment outlives a re-vote of the points.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE vote_comments (
      ballot_id uuid NOT NULL REFERENCES ballots(id) ON DELETE CASCADE,
      session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
      submission_id uuid NOT NULL REFERENCES submissions(id) ON DELETE CASCADE,
      on_downvote boolean NOT NULL DEFAULT false,
      body varchar(280) NOT NULL CHECK (body <> ''),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (ballot_id, submission_id, on_downvote)
    )`.execute(db);
  await sql`CREATE INDEX vote_comments_session_id_idx ON vote_comments(session_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE vote_comments`.execute(db);
}
