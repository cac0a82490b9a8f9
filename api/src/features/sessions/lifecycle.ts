import type { AdvanceAction } from '@clipclub/protocol';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/connect.ts';
import type { DB, SessionRow } from '../../db/schema.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { countMembers } from '../rooms/queries.ts';
import { closedAt, openingDeadlines } from './opening-deadlines.ts';
import * as q from './queries.ts';
import type { SessionEvents } from './session-events.ts';

type Deps = { db: Database; events: SessionEvents };
type Trx = Transaction<DB>;

/** Ids of the sessions that changed phase, in order (the advanced one, then any opened next). */
export type PhaseMoves = { roomId: string; moved: string[] };

const ANOTHER_ACTIVE = 'Another session is already active in this room';

// What a player reads when an advance does not fit the session's phase (409, nothing changes).
const MISFIT: Record<AdvanceAction, Partial<Record<SessionRow['status'], string>>> = {
  startSubmissions: {
    submissions: 'Submissions are already open for this session',
    voting: 'This session has already started',
    results: 'This session has already ended',
  },
  endSubmissions: {
    upcoming: 'Submissions have not opened yet for this session',
    voting: 'Submissions have already ended for this session',
    results: 'This session has already ended',
  },
  endVoting: {
    upcoming: 'Voting has not started for this session',
    submissions: 'Voting has not started for this session',
    results: 'Voting has already ended for this session',
  },
};

/**
 * Phase moves shared by the API and the scheduler. Each runs in one transaction that first
 * locks the room (so moves in one room queue up, across processes) and changes the session
 * with a conditional UPDATE … WHERE status = <expected>, so a move is applied exactly once.
 * Events go out after commit.
 */
export function createSessionLifecycle({ db, events }: Deps) {
  async function inRoomTransaction<T extends { moved: string[] }>(
    roomId: string,
    work: (trx: Trx, room: q.LockedRoom) => Promise<T>,
  ): Promise<T> {
    try {
      return await db.transaction().execute(async (trx) => {
        const room = await q.lockRoom(trx, roomId);
        if (!room) throw new NotFoundError('Session not found');
        return work(trx, room);
      });
    } catch (error) {
      // Only the one-active-session index can refuse a move; a racing opener won.
      if (isOneActiveViolation(error)) throw new ConflictError(ANOTHER_ACTIVE);
      throw error;
    }
  }

  /** In an automatic room with nothing active, the lowest-numbered upcoming session opens. */
  async function openNextInTransaction(trx: Trx, room: q.LockedRoom, now: Date): Promise<string[]> {
    if (room.type !== 'automatic') return [];
    if (await q.hasSessionIn(trx, room.id, q.ACTIVE_STATUSES)) return [];
    const next = await q.lowestUpcomingSession(trx, room.id);
    if (!next) return [];
    const hasResults = await q.hasSessionIn(trx, room.id, ['results']);
    const opened = await q.moveStatus(trx, {
      sessionId: next.id,
      from: 'upcoming',
      to: 'submissions',
      set: openingDeadlines(room, hasResults, now),
    });
    return opened ? [next.id] : [];
  }

  async function advance(sessionId: string, action: AdvanceAction, now: Date): Promise<PhaseMoves> {
    const found = await q.findSession(db, sessionId);
    if (!found) throw new NotFoundError('Session not found');
    const { moved } = await inRoomTransaction(found.room_id, async (trx, room) => {
      // Read again under the room lock: this is the state the conditional UPDATE will see.
      const session = await q.findSession(trx, sessionId);
      if (!session) throw new NotFoundError('Session not found');
      const misfit = (status: SessionRow['status']) => new ConflictError(MISFIT[action][status] ?? ANOTHER_ACTIVE);

      if (action === 'startSubmissions') {
        if (session.status !== 'upcoming') throw misfit(session.status);
        if (await q.hasSessionIn(trx, room.id, q.ACTIVE_STATUSES)) throw new ConflictError(ANOTHER_ACTIVE);
        const hasResults = await q.hasSessionIn(trx, room.id, ['results']);
        const set = openingDeadlines(room, hasResults, now);
        if (!(await q.moveStatus(trx, { sessionId, from: 'upcoming', to: 'submissions', set }))) {
          throw misfit(session.status);
        }
        return { moved: [sessionId] };
      }

      if (action === 'endSubmissions') {
        const set = { submissions_deadline: closedAt(session.submissions_deadline, now) };
        if (!(await q.moveStatus(trx, { sessionId, from: 'submissions', to: 'voting', set }))) {
          throw misfit(session.status);
        }
        return { moved: [sessionId] };
      }

      const set = {
        voting_deadline: closedAt(session.voting_deadline, now),
        members_at_results: await countMembers(trx, room.id),
      };
      if (!(await q.moveStatus(trx, { sessionId, from: 'voting', to: 'results', set }))) {
        throw misfit(session.status);
      }
      return { moved: [sessionId, ...(await openNextInTransaction(trx, room, now))] };
    });
    await events.statusChanged(moved);
    return { roomId: found.room_id, moved };
  }

  return {
    advance,

    /** Opens the next upcoming session of an automatic room when none is active (scheduler catch-up). */
    async openNextIfIdle(roomId: string, now: Date): Promise<PhaseMoves> {
      const { moved } = await inRoomTransaction(roomId, async (trx, room) => ({
        moved: await openNextInTransaction(trx, room, now),
      }));
      await events.statusChanged(moved);
      return { roomId, moved };
    },

    /**
     * Deletes a session (its submissions, ballots and votes cascade). Deleting the active session
     * of an automatic room lets the next upcoming one open, as when a session ends.
     */
    async remove(sessionId: string, roomId: string, now: Date): Promise<void> {
      const { moved, hadResults } = await inRoomTransaction(roomId, async (trx, room) => {
        const deleted = await q.deleteSession(trx, sessionId);
        if (!deleted) throw new NotFoundError('Session not found');
        return { hadResults: deleted.status === 'results', moved: await openNextInTransaction(trx, room, now) };
      });
      await events.deleted(roomId, sessionId, hadResults);
      await events.statusChanged(moved);
    },
  };
}
export type SessionLifecycle = ReturnType<typeof createSessionLifecycle>;

export function isOneActiveViolation(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  return e?.code === '23505' && `${e.constraint ?? ''} ${e.message ?? ''}`.includes('sessions_one_active_per_room');
}
