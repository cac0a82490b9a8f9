import { type Recap, SEASON_MESSAGES, type Season, type SeasonBody, type Standing } from '@clipclub/protocol';
import type { Database } from '../../db/connect.ts';
import { listMemberIds } from '../../db/tables/room-members.ts';
import { lockRoom } from '../../db/tables/rooms.ts';
import { ACTIVE_STATUSES, findSession, hasSessionIn } from '../../db/tables/sessions.ts';
import type { Clock } from '../../lib/clock.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import type { RoomEvents } from '../../lib/room-events.ts';
import { requireAdmin, requireMember } from '../rooms/access.ts';
import { standings } from './league.ts';
import * as q from './queries.ts';
import { buildRecap } from './recap.ts';
import { loadPlayers, loadSeasonRounds } from './rounds.ts';

type Deps = {
  db: Database;
  clock: Clock;
  events: RoomEvents;
  /**
   * Stores the finale's notice (bell, queued mail and pushes; the payload names nobody) for
   * these members inside the claim's transaction, and answers what sends them after the commit.
   */
  finaleNotices?: (
    trx: Database,
    userIds: readonly string[],
    about: { roomId: string; payload: { roomName: string; seasonId: string; seasonName: string } },
  ) => Promise<() => Promise<void>>;
};
const SEASON_NOT_FOUND = 'Season not found';
// As results notices (notifications/README.md): a finale older than this is no longer news.
const FINALE_NEWS_FOR_MS = 3 * 86_400_000;

export function toSeason(row: q.SeasonRow): Season {
  return {
    id: row.id,
    roomId: row.room_id,
    number: row.number,
    name: row.name,
    rounds: row.rounds,
    status: row.status,
    startedAt: new Date(row.started_at).toISOString(),
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
    sessionIds: row.session_ids,
    played: row.played,
  };
}

/** Seasons: their lifecycle, standings and recap (docs/rules.md §12). */
export function createSeasonService({ db, clock, events, finaleNotices }: Deps) {
  async function seasonById(seasonId: string): Promise<Season> {
    const row = await q.findSeason(db, seasonId);
    if (!row) throw new NotFoundError(SEASON_NOT_FOUND);
    return toSeason(row);
  }

  async function requireSeasonMember(seasonId: string, userId: string) {
    const season = await q.findSeasonForMember(db, seasonId, userId);
    if (!season) throw new NotFoundError(SEASON_NOT_FOUND);
    return season;
  }

  async function requireSeasonAdmin(seasonId: string, userId: string) {
    const season = await requireSeasonMember(seasonId, userId);
    if (!season.is_admin) throw new ForbiddenError('Only a room admin can do that');
    return season;
  }

  async function seasonStandings(roomId: string, seasonId: string): Promise<Standing[]> {
    const rounds = await loadSeasonRounds(db, seasonId);
    return standings(rounds, await loadPlayers(db, roomId, rounds));
  }

  /**
   * After a finale: one event and one notice per member, claimed once across processes. The
   * claim and the notices (with their queued mail and pushes) commit together, so a crash after
   * it loses nothing: the outbox sends what was not sent (notifications/README.md).
   */
  async function announceFinale(seasonId: string): Promise<void> {
    // Most moves to results leave their season running: a read says so without a transaction's
    // two round trips more. The claim below still decides who announces, so a race is harmless.
    if (!(await q.finaleOwed(db, seasonId))) return;
    const claimed = await db.transaction().execute(async (trx) => {
      const claim = await q.claimFinale(trx, seasonId, clock.now());
      if (!claim) return undefined;
      const season = toSeason((await q.findSeason(trx, seasonId))!);
      const room = await q.findRoomName(trx, claim.room_id);
      const memberIds = await listMemberIds(trx, claim.room_id);
      const payload = { roomName: room?.name ?? '', seasonId: season.id, seasonName: season.name };
      const send = finaleNotices ? await finaleNotices(trx, memberIds, { roomId: claim.room_id, payload }) : undefined;
      return { roomId: claim.room_id, season, send };
    });
    if (!claimed) return;
    events.publish(claimed.roomId, 'season:finished', { roomId: claimed.roomId, season: claimed.season });
    await claimed.send?.();
  }

  return {
    async list(userId: string, roomId: string): Promise<Season[]> {
      await requireMember(db, roomId, userId);
      return (await q.listSeasons(db, roomId)).map(toSeason);
    },

    /** Finishes the running season and starts the next, with the same length unless told. */
    async start(userId: string, roomId: string, body: SeasonBody): Promise<Season> {
      await requireAdmin(db, roomId, userId);
      const now = clock.now();
      const { id, finished } = await db.transaction().execute(async (trx) => {
        // The session moves' lock: no session becomes active while this reads that none is.
        await lockRoom(trx, roomId, { strength: 'no key update' });
        if (await hasSessionIn(trx, roomId, ACTIVE_STATUSES)) throw new ConflictError(SEASON_MESSAGES.activeSession);
        const running = await q.runningSeason(trx, roomId);
        if (running) await q.finishSeason(trx, running.id, now);
        const last = await q.lastSeason(trx, roomId);
        const number = (last?.number ?? 0) + 1;
        const inserted = await q.insertSeason(trx, {
          roomId,
          number,
          name: body.name ?? `Season ${number}`,
          rounds: body.rounds === undefined ? (last?.rounds ?? null) : body.rounds,
          now,
        });
        return { id: inserted.id, finished: running?.id ?? null };
      });
      if (finished) await announceFinale(finished);
      const season = await seasonById(id);
      events.publish(roomId, 'season:updated', { roomId, season });
      return season;
    },

    /** A new name or length; fewer rounds than already played is refused, reaching the played count finishes it. */
    async update(userId: string, seasonId: string, body: SeasonBody): Promise<Season> {
      const { room_id: roomId } = await requireSeasonAdmin(seasonId, userId);
      const finishedNow = await db.transaction().execute(async (trx) => {
        await lockRoom(trx, roomId, { strength: 'no key update' });
        if (body.rounds !== undefined && body.rounds !== null) {
          const { played } = await q.countSeasonSessions(trx, seasonId);
          if (body.rounds < played) throw new BadRequestError(SEASON_MESSAGES.fewerRoundsThanPlayed);
        }
        await q.updateSeason(trx, seasonId, { name: body.name, rounds: body.rounds });
        if (body.rounds === undefined || body.rounds === null) return false;
        const { played } = await q.countSeasonSessions(trx, seasonId);
        return played >= body.rounds && !(await hasSessionIn(trx, roomId, ACTIVE_STATUSES))
          ? (await q.finishSeason(trx, seasonId, clock.now())) !== undefined
          : false;
      });
      if (finishedNow) await announceFinale(seasonId);
      const season = await seasonById(seasonId);
      events.publish(roomId, 'season:updated', { roomId, season });
      return season;
    },

    /** Ends a season early, with the standings so far. */
    async end(userId: string, seasonId: string): Promise<Season> {
      const { room_id: roomId } = await requireSeasonAdmin(seasonId, userId);
      await db.transaction().execute(async (trx) => {
        await lockRoom(trx, roomId, { strength: 'no key update' });
        if (await hasSessionIn(trx, roomId, ACTIVE_STATUSES)) throw new ConflictError(SEASON_MESSAGES.activeSession);
        const finished = await q.finishSeason(trx, seasonId, clock.now());
        if (!finished) throw new ConflictError(SEASON_MESSAGES.alreadyFinished);
      });
      await announceFinale(seasonId);
      return seasonById(seasonId);
    },

    async standings(userId: string, seasonId: string): Promise<Standing[]> {
      const season = await requireSeasonMember(seasonId, userId);
      return seasonStandings(season.room_id, seasonId);
    },

    async recap(userId: string, seasonId: string): Promise<Recap> {
      const season = await requireSeasonMember(seasonId, userId);
      if (season.status !== 'finished') throw new ConflictError(SEASON_MESSAGES.notFinished);
      const rounds = await loadSeasonRounds(db, seasonId);
      const players = await loadPlayers(db, season.room_id, rounds);
      const table = standings(rounds, players);
      return buildRecap(rounds, table, new Map(players.map((p) => [p.userId, p.userName])));
    },

    /**
     * Each scheduler pass: finales a crash left unannounced between a season's finish and its
     * claim (e.g. the process died right after the last round's results), recent ones only.
     */
    async announceDueFinales(now: Date): Promise<number> {
      const due = await q.listUnannouncedFinales(db, new Date(now.getTime() - FINALE_NEWS_FOR_MS));
      for (const { id } of due) await announceFinale(id);
      return due.length;
    },

    /** Close early is on and the room is automatic (docs/rules.md §12). */
    async closesEarly(roomId: string): Promise<boolean> {
      const room = await q.findRoomRules(db, roomId);
      return room?.type === 'automatic' && room.close_early;
    },

    /**
     * A session was created: its season holds one more round, and after a finale the session
     * started the next season itself (migration 030's trigger); either way the room hears the Season.
     * `seasonId`: the session's, from its view (no read of the session again).
     */
    async afterCreated(roomId: string, seasonId: string | null): Promise<void> {
      if (!seasonId) return;
      events.publish(roomId, 'season:updated', { roomId, season: await seasonById(seasonId) });
    },

    /**
     * A session reached results: its season's standings moved, and if that was the season's
     * last round the database finished the season in the same move (migration 030); announce it.
     */
    async afterResults(
      roomId: string,
      sessionId: string,
      known?: { seasonId: string | null; finalePossible: boolean },
    ): Promise<void> {
      // A phase move knows its session's season already (its view): no second read of it.
      const seasonId = known ? known.seasonId : (await findSession(db, sessionId))?.season_id;
      if (!seasonId) return;
      events.publish(roomId, 'standings:updated', { roomId, seasonId });
      // The move also told whether the season may owe a finale: an open season (no length) that
      // was running cannot, so the finale check's read is skipped. Should a finale still be owed
      // through a path this misses, the scheduler's pass announces it (announceDueFinales).
      if (known?.finalePossible === false) return;
      await announceFinale(seasonId);
    },
  };
}
export type SeasonService = ReturnType<typeof createSeasonService>;
