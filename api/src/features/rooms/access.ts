import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { findMembership, type Membership } from '../../db/tables/room-members.ts';
import { ForbiddenError, NotFoundError, RemovedFromRoomError } from '../../lib/errors.ts';
import { wasRemoved } from './queries.ts';

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
