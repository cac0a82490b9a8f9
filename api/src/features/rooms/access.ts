import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { ForbiddenError, NotFoundError, RemovedFromRoomError } from '../../lib/errors.ts';
import { findMembership, wasRemoved } from './queries.ts';

export type Membership = NonNullable<Awaited<ReturnType<typeof findMembership>>>;

/** A non-member gets 404, never a hint that the room exists (docs/rules.md §2). */
export async function requireMember(db: Kysely<DB>, roomId: string, userId: string): Promise<Membership> {
  const membership = await findMembership(db, roomId, userId);
  if (!membership) throw await notFoundFor(db, { roomId }, userId);
  return membership;
}

/**
 * The 404 for a room or session the player cannot open: a player an admin removed is told so
 * (they knew the room); anyone else gets the plain one, which says nothing of whether it exists.
 */
export async function notFoundFor(
  db: Kysely<DB>,
  where: { roomId: string } | { sessionId: string },
  userId: string,
  message = 'Room not found',
): Promise<NotFoundError | RemovedFromRoomError> {
  return (await wasRemoved(db, where, userId)) ? new RemovedFromRoomError() : new NotFoundError(message);
}

export async function requireAdmin(db: Kysely<DB>, roomId: string, userId: string): Promise<Membership> {
  const membership = await requireMember(db, roomId, userId);
  if (!membership.is_admin) throw new ForbiddenError('Only a room admin can do that');
  return membership;
}

// What other features may read of a room's members besides the checks above (they never import
// rooms' SQL directly; biome.json noRestrictedImports).
export { countMembers, findMembership } from './queries.ts';
