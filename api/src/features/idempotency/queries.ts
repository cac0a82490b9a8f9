import type { Executor } from '../../db/schema.ts';

export function findKey(db: Executor, userId: string, key: string, since: Date) {
  return db
    .selectFrom('idempotency_keys')
    .select(['scope', 'fingerprint', 'resource_id', 'status_code'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .where('created_at', '>', since)
    .executeTakeFirst();
}

/** A key past its lifetime may be used again: its old row goes first. */
export function deleteExpiredKey(db: Executor, userId: string, key: string, before: Date) {
  return db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .where('created_at', '<=', before)
    .execute();
}

/**
 * Records the first answer. On PostgreSQL a concurrent insert of the same key waits for the
 * first transaction and then does nothing, so exactly one of two racing requests keeps its row.
 */
export async function insertKey(
  db: Executor,
  row: {
    userId: string;
    key: string;
    scope: string;
    fingerprint: string;
    resourceId: string;
    statusCode: number;
    now: Date;
  },
): Promise<boolean> {
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({
      user_id: row.userId,
      key: row.key,
      scope: row.scope,
      fingerprint: row.fingerprint,
      resource_id: row.resourceId,
      status_code: row.statusCode,
      created_at: row.now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return inserted !== undefined;
}
