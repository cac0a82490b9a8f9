import { type Kysely, sql } from 'kysely';

// Each player's unsubscribe links are signed with a key of their own as well as the server's
// secret: replacing the key ('Reset unsubscribe links') or deleting it with the account makes
// every link already mailed answer 404, while links stay usable without signing in.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE unsubscribe_keys (
      user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      key text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE unsubscribe_keys`.execute(db);
}
