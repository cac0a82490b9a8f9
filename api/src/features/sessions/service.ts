import {
  type AdvanceAction,
  type Page,
  type PageQuery,
  SEASON_MESSAGES,
  type Session,
  type SessionBodySchema,
} from '@clipclub/protocol';
import { z } from 'zod';
import type { Database } from '../../db/connect.ts';
import type { Clock } from '../../lib/clock.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { runIdempotent } from '../idempotency/idempotency.ts';
import { notFoundFor, requireAdmin } from '../rooms/access.ts';
import { requireSessionAdmin, requireSessionMember } from './access.ts';
import type { SessionLifecycle } from './lifecycle.ts';
import { openingDeadlines } from './opening-deadlines.ts';
import * as q from './queries.ts';
import type { SessionEvents } from './session-events.ts';
import { sessionViewById, toSessionView } from './session-view.ts';

// A cursor names the last session of a page by its number (numbers are never reused).
const SessionListPositionSchema = z.object({ before: z.number().int().min(1) });

type Deps = { db: Database; clock: Clock; events: SessionEvents; lifecycle: SessionLifecycle };
type SessionBody = z.output<typeof SessionBodySchema>;

export function createSessionService({ db, clock, events, lifecycle }: Deps) {
  async function viewById(sessionId: string, reader: 'admin' | 'member'): Promise<Session> {
    const view = await sessionViewById(db, sessionId, reader);
    if (!view) throw new NotFoundError('Session not found');
    return view;
  }

  async function read(userId: string, sessionId: string): Promise<{ session: Session; readerIsAdmin: boolean }> {
    const { is_admin } = await requireSessionMember(db, sessionId, userId);
    return { session: await viewById(sessionId, is_admin ? 'admin' : 'member'), readerIsAdmin: is_admin };
  }

  return {
    /** One page of the room's sessions, newest first, and the cursor of the next page. */
    /** `readerIsAdmin`: the role the page was read as (an admin reads hidden themes). */
    async list(userId: string, roomId: string, page: PageQuery): Promise<Page<Session> & { readerIsAdmin: boolean }> {
      const position = page.cursor === undefined ? undefined : decodeCursor(SessionListPositionSchema, page.cursor);
      const found = await q.listRoomSessionViewsForMember(db, roomId, userId, { limit: page.limit, ...position });
      if (!found) throw await notFoundFor(db, { roomId }, userId);
      const { rows, readerIsAdmin } = found;
      const items = rows.slice(0, page.limit);
      const last = items.at(-1);
      const nextCursor = rows.length > page.limit && last ? encodeCursor({ before: last.session_number }) : null;
      const reader = readerIsAdmin ? 'admin' : 'member';
      return { items: items.map((row) => toSessionView(row, reader)), nextCursor, readerIsAdmin };
    },

    /**
     * Opens at once when nothing in the room is active, else waits as upcoming (docs/rules.md §3).
     * With an Idempotency-Key, a repeat answers the session the first request made.
     */
    async create(
      userId: string,
      roomId: string,
      body: SessionBody,
      key?: string,
      /** the member whose theme suggestion this session is (seasons) */
      suggestedBy: string | null = null,
    ): Promise<{ session: Session; replayed: boolean }> {
      await requireAdmin(db, roomId, userId);
      const now = clock.now();
      const { id, replayed } = await runIdempotent(
        db,
        now,
        { userId, key, scope: `sessions.create:${roomId}`, body },
        async (trx) => {
          // Taking the number locks the room, so a racing create or advance sees this session.
          const room = await q.takeSessionNumber(trx, roomId);
          const { planFull, hasActive, hasResults } = await q.roomBeforeNewSession(trx, roomId);
          // A season of set length holds that many rounds; more wait for the next season.
          if (planFull) throw new ConflictError(SEASON_MESSAGES.planFull);
          const opensNow = !hasActive;
          const deadlines = opensNow
            ? openingDeadlines(room, hasResults, now)
            : { submissions_deadline: null, voting_deadline: null };
          const inserted = await q.insertSession(trx, {
            roomId,
            sessionNumber: room.session_number,
            theme: body.theme,
            description: body.description,
            status: opensNow ? 'submissions' : 'upcoming',
            ...deadlines,
            createdAt: now,
            suggestedBy,
          });
          return inserted.id;
        },
      );
      // One read of the new session for both its announcement and the answer: the members'
      // view (a theme the room hides stays hidden) and the admin's, built from the same row.
      const [row] = await q.listSessionViewsById(db, [id]);
      if (!row) throw new NotFoundError('Session not found');
      if (!replayed) await events.created(toSessionView(row, 'member'));
      return { session: toSessionView(row, 'admin'), replayed };
    },

    get: async (userId: string, sessionId: string): Promise<Session> => (await read(userId, sessionId)).session,

    /** The session and the role it was read as (an admin reads a hidden theme). */
    read,

    async update(userId: string, sessionId: string, body: SessionBody): Promise<Session> {
      await requireSessionAdmin(db, sessionId, userId);
      await q.updateSessionText(db, sessionId, { theme: body.theme, description: body.description });
      await events.updated(sessionId);
      return viewById(sessionId, 'admin');
    },

    async remove(userId: string, sessionId: string): Promise<void> {
      const session = await requireSessionAdmin(db, sessionId, userId);
      await lifecycle.remove(sessionId, session.room_id, clock.now());
    },

    async advance(userId: string, sessionId: string, action: AdvanceAction): Promise<Session> {
      // The rights check is part of the statement that locks the room (lifecycle.advance).
      const { sessions } = await lifecycle.advance(sessionId, action, clock.now(), userId);
      // The view the event carried, not a second build of it.
      return sessions[0]!;
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
