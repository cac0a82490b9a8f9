import { IdSchema } from '@clipclub/protocol';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { notFoundFor } from '../rooms/access.ts';
import { findSessionForMember } from './queries.ts';

export type SessionForMember = NonNullable<Awaited<ReturnType<typeof findSessionForMember>>>;

/**
 * A session of a room the caller belongs to. Unknown ids, malformed ids and other rooms'
 * sessions all answer the same 404, so a stranger cannot tell which exist (docs/rules.md §2).
 */
export async function requireSessionMember(
  db: Kysely<DB>,
  sessionId: string,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<SessionForMember> {
  if (!IdSchema.safeParse(sessionId).success) throw new NotFoundError('Session not found');
  const session = await findSessionForMember(db, sessionId, userId, options);
  if (!session) throw await notFoundFor(db, { sessionId }, userId, 'Session not found');
  return session;
}

export async function requireSessionAdmin(db: Kysely<DB>, sessionId: string, userId: string) {
  const session = await requireSessionMember(db, sessionId, userId);
  if (!session.is_admin) throw new ForbiddenError('Only a room admin can do that');
  return session;
}
