import { SEASON_LIMITS, SEASON_MESSAGES, type Session, type Suggestion } from '@clipclub/protocol';
import type { Database } from '../../db/connect.ts';
import { lockRoom } from '../../db/tables/rooms.ts';
import { userName } from '../../db/users.ts';
import type { Clock } from '../../lib/clock.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { requireMember } from '../rooms/access.ts';
import * as q from './queries.ts';

type Deps = {
  db: Database;
  clock: Clock;
  /** The sessions feature's create: opens or queues the session, credited to the suggester. */
  createSession: (userId: string, roomId: string, theme: string, suggestedBy: string) => Promise<Session>;
};
const NOT_FOUND = 'Suggestion not found';

function toSuggestion(row: q.SuggestionRow): Suggestion {
  return {
    id: row.id,
    theme: row.theme,
    userId: row.user_id,
    userName: userName(row),
    upvotes: Number(row.upvotes ?? 0),
    upvotedByMe: row.upvoted_by_me === true,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Theme suggestions with upvotes; an admin turns one into a session (docs/rules.md §12). */
export function createSuggestionService({ db, clock, createSession }: Deps) {
  async function one(roomId: string, readerId: string, id: string): Promise<Suggestion> {
    const [row] = await q.listSuggestions(db, roomId, readerId, id);
    if (!row) throw new NotFoundError(NOT_FOUND);
    return toSuggestion(row);
  }

  async function requireSuggestion(id: string, userId: string) {
    const found = await q.findSuggestionForMember(db, id, userId);
    if (!found) throw new NotFoundError(NOT_FOUND);
    return found;
  }

  return {
    async list(userId: string, roomId: string): Promise<Suggestion[]> {
      await requireMember(db, roomId, userId);
      return (await q.listSuggestions(db, roomId, userId)).map(toSuggestion);
    },

    async create(userId: string, roomId: string, theme: string): Promise<Suggestion> {
      await requireMember(db, roomId, userId);
      const id = await db.transaction().execute(async (trx) => {
        // Counted under the room's lock, so two at once can't both pass the limit.
        await lockRoom(trx, roomId, { strength: 'no key update' });
        const open = await q.countOpenSuggestions(trx, roomId, userId);
        if (open >= SEASON_LIMITS.openSuggestionsPerMember) throw new ConflictError(SEASON_MESSAGES.tooManySuggestions);
        return (await q.insertSuggestion(trx, { roomId, userId, theme, now: clock.now() })).id;
      });
      return one(roomId, userId, id);
    },

    async upvote(userId: string, id: string): Promise<Suggestion> {
      const found = await requireSuggestion(id, userId);
      if (found.user_id === userId) throw new BadRequestError(SEASON_MESSAGES.ownSuggestion);
      if (!(await q.insertUpvote(db, id, userId))) throw new ConflictError(SEASON_MESSAGES.alreadyUpvoted);
      return one(found.room_id, userId, id);
    },

    async removeUpvote(userId: string, id: string): Promise<Suggestion> {
      const found = await requireSuggestion(id, userId);
      await q.deleteUpvote(db, id, userId);
      return one(found.room_id, userId, id);
    },

    /** Its author or an admin. */
    async remove(userId: string, id: string): Promise<void> {
      const found = await requireSuggestion(id, userId);
      if (found.user_id !== userId && !found.is_admin)
        throw new ForbiddenError('Only its author or an admin can do that');
      await q.deleteSuggestion(db, id);
    },

    /** An admin turns it into a session of the season's plan, credited to its author. */
    async use(userId: string, id: string): Promise<Session> {
      const found = await requireSuggestion(id, userId);
      if (!found.is_admin) throw new ForbiddenError('Only a room admin can do that');
      if (!(await q.markSuggestionUsed(db, id, clock.now()))) throw new NotFoundError(NOT_FOUND);
      try {
        const session = await createSession(userId, found.room_id, found.theme, found.user_id);
        await q.linkSuggestionSession(db, id, session.id);
        return session;
      } catch (error) {
        // The session was refused (a full season): the suggestion stays open.
        await q.reopenSuggestion(db, id);
        throw error;
      }
    },
  };
}
export type SuggestionService = ReturnType<typeof createSuggestionService>;
