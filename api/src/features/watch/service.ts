import { randomUUID } from 'node:crypto';
import type { WATCH_REACTIONS, WatchCommand, WatchQueueItem, WatchView } from '@clipclub/protocol';
import type { Database } from '../../db/connect.ts';
import { findMembership } from '../../db/tables/room-members.ts';
import { userName } from '../../db/users.ts';
import type { Clock } from '../../lib/clock.ts';
import { BadRequestError, ConflictError, ForbiddenError, HttpError } from '../../lib/errors.ts';
import type { RoomEvents } from '../../lib/room-events.ts';
import type { ResultsService } from '../results/service.ts';
import { requireSessionMember, type SessionForMember } from '../sessions/access.ts';
import * as q from './queries.ts';
import { resultsQueue, votingQueue } from './queue.ts';
import { ReactionLimiter } from './reaction-limit.ts';
import { applyCommand, type Playback, settle } from './rules.ts';

export const WRONG_PHASE = 'The watch party opens once voting starts';
export const NOT_HOST = 'Only the host can control the watch party';
export const STALE = 'The watch party has moved on; try again';

type Deps = { db: Database; clock: Clock; events: RoomEvents; results: ResultsService };

type Party = { session: SessionForMember; phase: 'voting' | 'results'; row: q.WatchStateRow; queue: WatchQueueItem[] };

export function createWatchService({ db, clock, events, results }: Deps) {
  const reactions = new ReactionLimiter();

  /** Members only (404 otherwise), voting and results only (409: no spoilers while submitting). */
  async function openParty(userId: string, sessionId: string): Promise<Party> {
    const session = await requireSessionMember(db, sessionId, userId);
    if (session.status !== 'voting' && session.status !== 'results') throw new ConflictError(WRONG_PHASE);
    const phase = session.status;
    let row = await q.findWatchState(db, sessionId);
    if (!row) {
      const admin = await q.findFirstAdmin(db, session.room_id);
      await q.ensureWatchState(db, { sessionId, phase, hostUserId: admin?.user_id ?? null, now: clock.now() });
      row = await q.findWatchState(db, sessionId);
      if (!row) throw new HttpError(500, 'Watch state missing');
    }
    const queue = await loadQueue(userId, sessionId, phase);
    if (row.phase !== phase) {
      // Voting ended since the last command: the reveal starts from the top, paused.
      const reset = await q.updateWatchState(db, sessionId, row.version, {
        ...toChange(row),
        phase,
        queue_index: 0,
        status: 'paused',
        position_sec: 0,
        rate: 1,
        updated_at: clock.now(),
      });
      row = reset ?? (await q.findWatchState(db, sessionId)) ?? row;
    }
    return { session, phase, row, queue };
  }

  async function loadQueue(userId: string, sessionId: string, phase: 'voting' | 'results') {
    const videos = await q.listSessionVideos(db, sessionId);
    if (phase === 'voting') return votingQueue(sessionId, videos);
    const scored = await results.sessionResults(userId, sessionId);
    const badgeVotes = scored.votingMode === 'appreciation_station' ? await q.listBadgeVotes(db, sessionId) : [];
    return resultsQueue(scored, videos, badgeVotes);
  }

  function view(party: Party): WatchView {
    const now = clock.now().getTime();
    const duration = party.queue[party.row.queue_index]?.durationSec ?? null;
    return {
      sessionId: party.session.id,
      phase: party.phase,
      queue: party.queue,
      state: settle(playbackOf(party.row), now, duration),
      hostUserId: party.row.host_user_id,
      version: party.row.version,
      serverNow: now,
    };
  }

  function announce(party: Party) {
    const v = view(party);
    const { queue: _queue, phase: _phase, ...state } = v;
    events.publish(party.session.room_id, 'watch:state', { roomId: party.session.room_id, ...state });
    return v;
  }

  return {
    async get(userId: string, sessionId: string): Promise<WatchView> {
      return view(await openParty(userId, sessionId));
    },

    /** Host only; a given `version` that is not the current one answers 409. */
    async command(userId: string, sessionId: string, command: WatchCommand): Promise<WatchView> {
      const party = await openParty(userId, sessionId);
      if (party.row.host_user_id !== userId) throw new ForbiddenError(NOT_HOST);
      if (command.version !== undefined && command.version !== party.row.version) throw new ConflictError(STALE);
      const now = clock.now();
      const next = applyCommand(
        playbackOf(party.row),
        command,
        now.getTime(),
        party.queue.map((i) => i.durationSec),
      );
      const row = await q.updateWatchState(db, sessionId, party.row.version, {
        ...toChange(party.row),
        queue_index: next.index,
        status: next.status,
        position_sec: next.positionSec,
        rate: next.rate,
        updated_at: new Date(next.updatedAt),
      });
      // Another command landed between our read and our write.
      if (!row) throw new ConflictError(STALE);
      return announce({ ...party, row });
    },

    /** The host or any admin passes the remote to a member; an admin can always take it back. */
    async passHost(userId: string, sessionId: string, toUserId: string): Promise<WatchView> {
      const party = await openParty(userId, sessionId);
      if (party.row.host_user_id !== userId && !party.session.is_admin) {
        throw new ForbiddenError('Only the host or a room admin can pass the remote');
      }
      const member = await findMembership(db, party.session.room_id, toUserId);
      if (!member) throw new BadRequestError('That player is not a member of this room');
      const row = await q.updateWatchState(db, sessionId, party.row.version, {
        ...toChange(party.row),
        host_user_id: toUserId,
      });
      if (!row) throw new ConflictError(STALE);
      return announce({ ...party, row });
    },

    /**
     * A member left or was removed: a remote they held goes back to the room's first admin
     * (decisions.md §8: the admin holds it unless passed), and the room hears the new host. A
     * command landing meanwhile moves the version: the hand-back reads again and retries.
     */
    async handBackRemote(roomId: string, leaverId: string): Promise<void> {
      const held = await q.listRemotesHeldBy(db, roomId, leaverId);
      const admin = held.length > 0 ? await q.findFirstAdmin(db, roomId) : undefined;
      if (!admin) return;
      for (const { session_id: sessionId } of held) {
        for (let attempt = 0; attempt < 3; attempt++) {
          const party = await openParty(admin.user_id, sessionId);
          if (party.row.host_user_id !== leaverId) break;
          const row = await q.updateWatchState(db, sessionId, party.row.version, {
            ...toChange(party.row),
            host_user_id: admin.user_id,
          });
          if (row) {
            announce({ ...party, row });
            break;
          }
        }
      }
    },

    /** Anonymous while voting (no name on the event), named in results. */
    async react(userId: string, sessionId: string, emoji: (typeof WATCH_REACTIONS)[number]): Promise<void> {
      const party = await openParty(userId, sessionId);
      reactions.take(userId, sessionId, clock.now().getTime());
      const roomId = party.session.room_id;
      let user: { userId: string; name: string } | undefined;
      if (party.phase === 'results') {
        const me = await findMembership(db, roomId, userId);
        user = {
          userId,
          name: userName(me),
        };
      }
      events.publish(roomId, 'watch:reaction', {
        roomId,
        sessionId,
        id: randomUUID(),
        emoji,
        ...(user ? { user } : {}),
      });
    },

    openParty,

    /** A member's name and picture, for presence avatars. */
    async member(roomId: string, userId: string) {
      const me = await findMembership(db, roomId, userId);
      return {
        userId,
        name: userName(me),
        image: me?.profile_image_url ?? null,
      };
    },
  };
}
export type WatchService = ReturnType<typeof createWatchService>;

function playbackOf(row: q.WatchStateRow): Playback {
  return {
    index: row.queue_index,
    status: row.status,
    positionSec: row.position_sec,
    updatedAt: new Date(row.updated_at).getTime(),
    rate: row.rate,
  };
}

function toChange(row: q.WatchStateRow): q.WatchStateChange {
  return {
    phase: row.phase,
    queue_index: row.queue_index,
    status: row.status,
    position_sec: row.position_sec,
    rate: row.rate,
    host_user_id: row.host_user_id,
    updated_at: new Date(row.updated_at),
  };
}
