import type { ActivePhase, ServerEventPayload, Session } from '@clipclub/protocol';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { countMembers } from '../../db/tables/room-members.ts';
import { findActiveSession, findSession } from '../../db/tables/sessions.ts';
import { listSubmissionsWithSubmitter } from '../../db/tables/submissions.ts';
import type { RoomEvents } from '../../lib/room-events.ts';
import * as q from './queries.ts';
import { participants, sessionViewById, sessionViewsById } from './session-view.ts';

type Deps = {
  db: Kysely<DB>;
  events: RoomEvents;
  /** The players' notices for sessions that just opened or moved (with the move, not a pass later). */
  noticePhases?: (sessions: ReadonlyArray<{ id: string; status: Session['status'] }>) => Promise<unknown>;
  /**
   * Every member's results notice for sessions that just reached results, stored before the
   * room's batch goes so the batch carries them (notifications); `send` delivers the rest after.
   */
  storeResultsNotices?: (sessionIds: readonly string[]) => Promise<StoredResultsNotices>;
  onError?: (error: unknown) => void;
  /** A session reached results: its season's standings moved, perhaps to a finale (seasons). */
  onResults?: (
    roomId: string,
    sessionId: string,
    /** From the move: the session's season, and whether it may owe a finale (queries.ts FINALE_POSSIBLE). */
    known?: { seasonId: string | null; finalePossible: boolean },
  ) => Promise<void>;
  /** Every current member has submitted (or voted): a close-early room ends the phase (seasons). */
  onEveryoneIn?: (roomId: string, sessionId: string, phase: ActivePhase) => Promise<void>;
  /**
   * A session was created: its season (the session's view names it) holds one more round, or was
   * just started by it (seasons).
   */
  onCreated?: (roomId: string, seasonId: string | null) => Promise<void>;
};

/** Results notices stored: what the room's batch carries, and what sends the rest after it. */
export type StoredResultsNotices = {
  notices: ReadonlyArray<ServerEventPayload<'notices:results'>>;
  send: () => Promise<void>;
};

/**
 * The one place sessions and submissions announce changes; the API and the scheduler both call
 * it, and only after their transaction committed. A failure here is logged, never turned into a
 * failed request: the change itself has already happened.
 */
export function createSessionEvents({
  db,
  events,
  noticePhases,
  storeResultsNotices,
  onError = () => {},
  onResults,
  onEveryoneIn,
  onCreated,
}: Deps) {
  async function safely(publish: () => Promise<void>): Promise<void> {
    try {
      await publish();
    } catch (error) {
      onError(error);
    }
  }

  /** Who has submitted or voted so far: names only, never what or how. */
  async function progress(
    name: 'submissions:progress' | 'votes:progress',
    roomId: string,
    sessionId: string,
    who: () => Promise<q.ParticipantRow[]>,
  ) {
    const [memberCount, rows] = await Promise.all([countMembers(db, roomId), who()]);
    const list = participants(rows);
    events.publish(roomId, name, { roomId, sessionId, memberCount, count: list.length, participants: list });
    if (memberCount > 0 && list.length >= memberCount) {
      await onEveryoneIn?.(roomId, sessionId, name === 'submissions:progress' ? 'submissions' : 'voting');
    }
  }

  /** Who has submitted to the session so far, and who has voted in it: the two progress events. */
  const submitters = (roomId: string, sessionId: string) =>
    progress('submissions:progress', roomId, sessionId, () => listSubmissionsWithSubmitter(db, [sessionId]));
  const voters = (roomId: string, sessionId: string) =>
    progress('votes:progress', roomId, sessionId, () => q.listVoters(db, sessionId));

  /** `session`: the members' view, when the caller has read it already (create's one read). */
  async function sessionEvent(name: 'session:created' | 'session:updated', sessionId: string, view?: Session) {
    const session = view ?? (await sessionViewById(db, sessionId));
    if (!session) return;
    // One change, one message per socket: a new session and the season it joined (or started).
    await events.together(async () => {
      events.publish(session.roomId, name, { roomId: session.roomId, session });
      if (name === 'session:created') await onCreated?.(session.roomId, session.seasonId);
    });
    // A session created open for submissions is a phase move of its own.
    if (name === 'session:created' && session.status === 'submissions') await noticePhases?.([session]);
  }

  /**
   * Every upcoming session as members now see it (docs/rules.md §12: theme visibility in every
   * event): an upcoming session opening or going, or the setting changing, reveals or hides themes.
   * `always`: publish even when the room hides nothing (the setting just went back to 'all').
   */
  async function upcomingViews(roomId: string, always: boolean) {
    if (!always && !(await q.hidesThemes(db, roomId))) return;
    for (const session of await sessionViewsById(db, await q.listUpcomingIds(db, roomId))) {
      events.publish(roomId, 'session:updated', { roomId, session });
    }
  }

  return {
    /** A session was created; `session` is its members' view, read after the insert committed. */
    created: (session: Session) => safely(() => sessionEvent('session:created', session.id, session)),
    updated: (sessionId: string) => safely(() => sessionEvent('session:updated', sessionId)),

    deleted: (roomId: string, sessionId: string, hadResults: boolean) =>
      safely(() =>
        // One change, one message per socket: the deletion and the standings it moved.
        events
          .together(async () => {
            events.publish(roomId, 'session:deleted', { roomId, sessionId });
            // Totals count sessions in results, so removing one changes the standings.
            if (hadResults) events.publish(roomId, 'leaderboard:changed', { roomId });
            if (hadResults) await onResults?.(roomId, sessionId);
          })
          .then(() => upcomingViews(roomId, false)),
      ),

    /** The room's theme visibility changed: members' copies of the upcoming sessions change with it. */
    themeVisibilityChanged: (roomId: string) => safely(() => upcomingViews(roomId, true)),

    /**
     * Phase moves, in the order they happened; reaching results also announces the results, the
     * leaderboard, the season's standings and every member's results notice. Each room hears the
     * whole move as one message (RoomEvents.together); the other players' notices follow it.
     * `finalePossible`: the sessions whose season may owe a finale after the move (all when absent).
     * `storedNotices`: the results notices the move's own statement stored (else stored here).
     */
    statusChanged: (
      sessions: readonly Session[],
      finalePossible?: ReadonlySet<string>,
      storedNotices?: StoredResultsNotices,
    ) =>
      safely(async () => {
        const results = sessions.filter((s) => s.status === 'results');
        let stored: StoredResultsNotices | undefined;
        let failure: unknown;
        await events.together(async () => {
          // The notices are stored alongside the season's work (no round trip more before the
          // batch), so their ids are known when it goes out.
          const storing =
            storedNotices ?? (results.length > 0 ? storeResultsNotices?.(results.map((s) => s.id)) : undefined);
          const announcing = (async () => {
            for (const session of sessions) {
              events.publish(session.roomId, 'session:status-changed', { roomId: session.roomId, session });
              if (session.status === 'results') {
                events.publish(session.roomId, 'results:ready', { roomId: session.roomId, sessionId: session.id });
                events.publish(session.roomId, 'leaderboard:changed', { roomId: session.roomId });
                await onResults?.(session.roomId, session.id, {
                  seasonId: session.seasonId,
                  finalePossible: finalePossible?.has(session.id) ?? true,
                });
              }
            }
          })();
          // Both settle before the batch goes: what either publishes later would miss it.
          const [notices, announced] = await Promise.allSettled([storing, announcing]);
          if (notices.status === 'fulfilled') stored = notices.value;
          else failure = notices.reason;
          if (announced.status === 'rejected') failure = announced.reason;
          for (const n of stored?.notices ?? []) events.publish(n.roomId, 'notices:results', n);
        });
        // The players' sockets outside the room, their mail and pushes: after the batch, even
        // when the season's part failed (the notices are stored; a scheduler pass would not resend).
        await stored?.send();
        if (failure !== undefined) throw failure;
        // An upcoming session opened: under 'next' the one after it now shows its theme.
        const opened = new Set(sessions.filter((s) => s.status === 'submissions').map((s) => s.roomId));
        for (const roomId of opened) await upcomingViews(roomId, false);
        // Voting with no deadline (a manual room) owes nobody a notice: no query on that hot path.
        // Results notices went with the batch above.
        const owed = sessions.filter((s) => s.status !== 'results' && (s.status !== 'voting' || s.votingDeadline));
        if (owed.length > 0) await noticePhases?.(owed);
      }),

    /** Who has submitted so far: names only, never titles or links. */
    submissionsProgress: (sessionId: string) =>
      safely(async () => {
        const row = await findSession(db, sessionId);
        if (row) await submitters(row.room_id, sessionId);
      }),

    /**
     * Members joined or left: the active session's 'N of M' moved (a leaver's submission or ballot
     * was withdrawn with them), so it is published again, as after a submission or a ballot.
     */
    membersChanged: (roomId: string) =>
      safely(async () => {
        const active = await findActiveSession(db, roomId);
        if (active?.status === 'submissions') await submitters(roomId, active.id);
        else if (active?.status === 'voting') await voters(roomId, active.id);
      }),

    /** Who has voted so far, never how; a re-vote publishes too, harmlessly (the count is unchanged). */
    votesProgress: (roomId: string, sessionId: string) => safely(() => voters(roomId, sessionId)),
  };
}
export type SessionEvents = ReturnType<typeof createSessionEvents>;
