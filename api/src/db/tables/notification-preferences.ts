import { type Expression, type SqlBool, sql } from 'kysely';

// What several features read of notification_preferences.

/**
 * Push follows email: whether the player (`userId`) still has this kind of notice on, i.e. has
 * not turned its email off (one switch per kind). Every push is queued under it: one
 * notification's (features/push/queries.ts), and those a move stores for many players at once
 * (features/notifications/queries.ts).
 */
export const kindOn = (userId: Expression<unknown>, kind: Expression<unknown>) =>
  sql<SqlBool>`NOT EXISTS (
          SELECT 1 FROM notification_preferences p
          WHERE p.user_id = ${userId} AND p.kind = ${kind} AND p.email = false
        )`;
