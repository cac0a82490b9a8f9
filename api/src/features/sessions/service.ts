import type { AdvanceAction, Session, SessionBodySchema } from '@clipclub/protocol';
import type { z } from 'zod';
import type { Database } from '../../db/connect.ts';
import type { Clock } from '../../lib/clock.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { requireAdmin, requireMember } from '../rooms/access.ts';
import { requireSessionAdmin, requireSessionMember } from './access.ts';
import type { SessionLifecycle } from './lifecycle.ts';
import { openingDeadlines } from './opening-deadlines.ts';
import * as q from './queries.ts';
import type { SessionEvents } from './session-events.ts';
import { sessionView, sessionViews } from './session-view.ts';

type Deps = { db: Database; clock: Clock; events: SessionEvents; lifecycle: SessionLifecycle };
type SessionBody = z.output<typeof SessionBodySchema>;

export function createSessionService({ db, clock, events, lifecycle }: Deps) {
  async function viewById(sessionId: string): Promise<Session> {
    const row = await q.findSession(db, sessionId);
    if (!row) throw new NotFoundError('Session not found');
    return sessionView(db, row);
  }

  return {
    async list(userId: string, roomId: string): Promise<Session[]> {
      await requireMember(db, roomId, userId);
      return sessionViews(db, await q.listSessions(db, roomId));
    },

    /** Opens at once when nothing in the room is active, else waits as upcoming (decisions.md §4). */
    async create(userId: string, roomId: string, body: SessionBody): Promise<Session> {
      await requireAdmin(db, roomId, userId);
      const now = clock.now();
      const { id } = await db.transaction().execute(async (trx) => {
        // Taking the number locks the room, so a racing create or advance sees this session.
        const room = await q.takeSessionNumber(trx, roomId);
        const opensNow = !(await q.hasSessionIn(trx, roomId, q.ACTIVE_STATUSES));
        const deadlines = opensNow
          ? openingDeadlines(room, await q.hasSessionIn(trx, roomId, ['results']), now)
          : { submissions_deadline: null, voting_deadline: null };
        return q.insertSession(trx, {
          roomId,
          sessionNumber: room.session_number,
          theme: body.theme,
          description: body.description,
          status: opensNow ? 'submissions' : 'upcoming',
          ...deadlines,
          createdAt: now,
        });
      });
      await events.created(id);
      return viewById(id);
    },

    async get(userId: string, sessionId: string): Promise<Session> {
      const session = await requireSessionMember(db, sessionId, userId);
      return sessionView(db, session);
    },

    async update(userId: string, sessionId: string, body: SessionBody): Promise<Session> {
      await requireSessionAdmin(db, sessionId, userId);
      await q.updateSessionText(db, sessionId, { theme: body.theme, description: body.description });
      await events.updated(sessionId);
      return viewById(sessionId);
    },

    async remove(userId: string, sessionId: string): Promise<void> {
      const session = await requireSessionAdmin(db, sessionId, userId);
      await lifecycle.remove(sessionId, session.room_id, clock.now());
    },

    async advance(userId: string, sessionId: string, action: AdvanceAction): Promise<Session> {
      await requireSessionAdmin(db, sessionId, userId);
      await lifecycle.advance(sessionId, action, clock.now());
      return viewById(sessionId);
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
