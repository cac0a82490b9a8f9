import { type Kysely, sql } from 'kysely';

// The reveal each player has seen, the conversation about a session's videos once results are
// in, the watch party's chat, and when a submitter was last emailed about new comments.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per player and session once they have seen the reveal (a reload does not replay it).
  await sql`
    CREATE TABLE reveal_views (
      session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      seen_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (session_id, user_id)
    )`.execute(db);
  // A flat thread per video; a removed comment keeps its row (and place) with an empty body.
  await sql`
    CREATE TABLE video_comments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
      submission_id uuid NOT NULL REFERENCES submissions(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      body varchar(500) NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      edited_at timestamptz,
      removed boolean NOT NULL DEFAULT false,
      -- Posting order, even for two comments in the same millisecond.
      seq serial NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX video_comments_session ON video_comments (session_id, seq)`.execute(db);
  await sql`
    CREATE TABLE watch_chat_messages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      body varchar(200) NOT NULL CHECK (length(body) >= 1),
      created_at timestamptz NOT NULL DEFAULT now(),
      seq serial NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX watch_chat_session ON watch_chat_messages (session_id, seq DESC)`.execute(db);
  // Comment emails are a digest, at most one an hour per player: when the last one went out.
  await sql`
    CREATE TABLE comment_digests (
      user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      last_sent_at timestamptz NOT NULL
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE comment_digests`.execute(db);
  await sql`DROP TABLE watch_chat_messages`.execute(db);
  await sql`DROP TABLE video_comments`.execute(db);
  await sql`DROP TABLE reveal_views`.execute(db);
}
