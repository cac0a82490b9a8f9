import type { AdvanceAction, Session } from '@clipclub/protocol';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/connect.ts';
import type { DB, SessionRow } from '../../db/schema.ts';
import { lockRoom } from '../../db/tables/rooms.ts';
import { ACTIVE_STATUSES, findSession, hasSessionIn } from '../../db/tables/sessions.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { closedAt, openingDeadlines } from './opening-deadlines.ts';
import * as q from './queries.ts';
import type { SessionEvents, StoredResultsNotices } from './session-events.ts';
import { toSessionView } from './session-view.ts';

type Deps = {
  db: Database;
  events: SessionEvents;
  /**
   * Reaching results by the one-statement move stores the session's results notice (every
   * member's) in that statement (notifications' resultsNoticesInMove); without it, after the move.
   */
  resultsNotices?: (now: Date) => { claim: q.NoticesInMove; stored: (rows: unknown) => StoredResultsNotices };
};
type Trx = Transaction<DB>;

/**
 * The sessions that changed phase, in order (the advanced one, then any opened next): their ids
 * and their views as every member sees them after the move.
 */
export type PhaseMoves = { roomId: string; moved: string[]; sessions: Session[] };

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
export function createSessionLifecycle({ db, events, resultsNotices }: Deps) {
  async function inTransaction<T>(work: (trx: Trx) => Promise<T>): Promise<T> {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      // Only the one-active-session index can refuse a move; a racing opener won.
      if (isUniqueViolation(error, 'sessions_one_active_per_room')) throw new ConflictError(ANOTHER_ACTIVE);
      throw error;
    }
  }

  async function inRoomTransaction<T>(roomId: string, work: (trx: Trx, room: q.LockedRoom) => Promise<T>): Promise<T> {
    return inTransaction(async (trx) => {
      const room = await lockRoom(trx, roomId, { strength: 'no key update', columns: q.ROOM_TIMING });
      if (!room) throw new NotFoundError('Session not found');
      return work(trx, room);
    });
  }

  /**
   * After commit: the views of the moved sessions, built once for the events and the answer, and
   * which of them may have left their season owing a finale (the others skip that check).
   */
  async function announce(
    roomId: string,
    rows: readonly q.MovedRow[],
    /** the results notices the move stored itself */
    notices?: StoredResultsNotices,
  ): Promise<PhaseMoves> {
    const sessions = rows.map((row) => toSessionView(row));
    const finalePossible = new Set(rows.filter((r) => r.finale_possible).map((r) => r.id));
    await events.statusChanged(sessions, finalePossible, notices);
    return { roomId, moved: rows.map((r) => r.id), sessions };
  }

  /** In an automatic room with nothing active, the lowest-numbered upcoming session opens. */
  async function openNextInTransaction(trx: Trx, room: q.LockedRoom, now: Date): Promise<q.MovedRow[]> {
    if (room.type !== 'automatic') return [];
    if (await hasSessionIn(trx, room.id, ACTIVE_STATUSES)) return [];
    const next = await q.lowestUpcomingSession(trx, room.id);
    if (!next) return [];
    const hasResults = await hasSessionIn(trx, room.id, ['results']);
    const opened = await q.moveStatus(trx, {
      sessionId: next.id,
      from: 'upcoming',
      to: 'submissions',
      set: openingDeadlines(room, hasResults, now),
    });
    return opened ? [opened] : [];
  }

  /**
   * Ending a phase while its room is free is one statement on its own (q.moveIfFree): rights,
   * room lock and the conditional move returning its view. Anything else (opening a session, an
   * automatic room reaching results, a room another move holds, a refusal) is one transaction:
   * lock the room while checking the caller's rights and reading the session, then the
   * conditional move. Only a refused move reads the session again, to say why.
   */
  async function advance(
    sessionId: string,
    action: AdvanceAction,
    now: Date,
    /** the admin asking; null for the scheduler */
    userId: string | null,
  ): Promise<PhaseMoves> {
    if (action !== 'startSubmissions') {
      const submissions = action === 'endSubmissions';
      const notices = submissions ? undefined : resultsNotices?.(now);
      const moved = await q.moveIfFree(db, {
        sessionId,
        userId,
        from: submissions ? 'submissions' : 'voting',
        to: submissions ? 'voting' : 'results',
        now,
        // Results in an automatic room open its next session in the same transaction.
        manualOnly: !submissions,
        notices: notices?.claim,
      });
      if (moved) return announce(moved.room_id, [moved], notices?.stored(moved.notices));
    }
    const { roomId, rows } = await inTransaction(async (trx) => {
      // A stranger finds nothing, so cannot tell the session exists (docs/rules.md §2).
      const locked = await q.lockRoomOfSession(trx, sessionId, userId);
      if (!locked) throw new NotFoundError('Session not found');
      if (userId !== null && !locked.isAdmin) throw new ForbiddenError('Only a room admin can do that');
      const { room, session } = locked;
      const refused = async (): Promise<never> => {
        const fresh = await findSession(trx, sessionId);
        if (!fresh) throw new NotFoundError('Session not found');
        throw new ConflictError(MISFIT[action][fresh.status] ?? ANOTHER_ACTIVE);
      };

      if (action === 'startSubmissions') {
        if (session.status !== 'upcoming') return refused();
        if (await hasSessionIn(trx, room.id, ACTIVE_STATUSES)) throw new ConflictError(ANOTHER_ACTIVE);
        const hasResults = await hasSessionIn(trx, room.id, ['results']);
        const set = openingDeadlines(room, hasResults, now);
        const moved = await q.moveStatus(trx, { sessionId, from: 'upcoming', to: 'submissions', set });
        return moved ? { roomId: room.id, rows: [moved] } : refused();
      }

      if (action === 'endSubmissions') {
        // A deadline is only ever changed by a move, so the one read with the lock is current
        // whenever the conditional move below succeeds.
        const set = { submissions_deadline: closedAt(session.submissions_deadline, now) };
        const moved = await q.moveStatus(trx, { sessionId, from: 'submissions', to: 'voting', set });
        return moved ? { roomId: room.id, rows: [moved] } : refused();
      }

      const set = {
        voting_deadline: closedAt(session.voting_deadline, now),
        members_at_results: locked.memberCount,
      };
      const moved = await q.moveStatus(trx, { sessionId, from: 'voting', to: 'results', set });
      if (!moved) return refused();
      return { roomId: room.id, rows: [moved, ...(await openNextInTransaction(trx, room, now))] };
    });
    return announce(roomId, rows);
  }

  return {
    advance,

    /** Opens the next upcoming session of an automatic room when none is active (scheduler catch-up). */
    async openNextIfIdle(roomId: string, now: Date): Promise<PhaseMoves> {
      const rows = await inRoomTransaction(roomId, (trx, room) => openNextInTransaction(trx, room, now));
      return announce(roomId, rows);
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
      await announce(roomId, moved);
    },
  };
}
export type SessionLifecycle = ReturnType<typeof createSessionLifecycle>;
