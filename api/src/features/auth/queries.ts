import type { Executor, UserRow } from '../../db/schema.ts';

export type ProfileFromProvider = {
  subject: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
};

/** Creates the user on first sign-in; refreshes name, email and picture on every later one. */
export async function upsertUserBySubject(db: Executor, p: ProfileFromProvider, now: Date): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({
      subject: p.subject,
      email: p.email,
      first_name: p.firstName,
      last_name: p.lastName,
      profile_image_url: p.profileImageUrl,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.column('subject').doUpdateSet({
        email: p.email,
        first_name: p.firstName,
        last_name: p.lastName,
        profile_image_url: p.profileImageUrl,
        updated_at: now,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertLoginSession(
  db: Executor,
  row: { idHash: string; userId: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('login_sessions')
    .values({
      id_hash: row.idHash,
      user_id: row.userId,
      created_at: row.now,
      last_seen_at: row.now,
      expires_at: row.expiresAt,
    })
    .execute();
}

export async function findLoginSessionWithUser(db: Executor, idHash: string) {
  return db
    .selectFrom('login_sessions')
    .innerJoin('users', 'users.id', 'login_sessions.user_id')
    .select([
      'login_sessions.id_hash',
      'login_sessions.last_seen_at',
      'login_sessions.expires_at',
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.profile_image_url',
      'users.display_name',
      'users.time_zone',
    ])
    .where('login_sessions.id_hash', '=', idHash)
    .executeTakeFirst();
}

export async function touchLoginSession(db: Executor, idHash: string, now: Date): Promise<void> {
  await db.updateTable('login_sessions').set({ last_seen_at: now }).where('id_hash', '=', idHash).execute();
}

export async function deleteLoginSession(db: Executor, idHash: string): Promise<void> {
  await db.deleteFrom('login_sessions').where('id_hash', '=', idHash).execute();
}
