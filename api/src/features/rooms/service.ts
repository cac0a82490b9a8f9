import {
  BADGES,
  type CreateRoomBodySchema,
  capProblem,
  type InvitePreview,
  type LeaderboardEntry,
  MEMBERSHIP_MESSAGES,
  type Member,
  type Page,
  type PageQuery,
  type Room,
  type RoomSettingsBodySchema,
  type UpdateRoomBodySchema,
} from '@clipclub/protocol';
import { z } from 'zod';
import type { Database } from '../../db/connect.ts';
import { countMembers, findMembership } from '../../db/tables/room-members.ts';
import { lockRoom } from '../../db/tables/rooms.ts';
import { userName } from '../../db/users.ts';
import { type Clock, systemClock } from '../../lib/clock.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { RoomEvents } from '../../lib/room-events.ts';
import { type IdempotentResult, runIdempotent } from '../idempotency/idempotency.ts';
import { notFoundFor, requireAdmin, requireMember } from './access.ts';
import { generateInviteCode, isWellFormedInviteCode } from './invite-code.ts';
import * as q from './queries.ts';

// A cursor names the last room of a page; one not made by this server is a 400.
const RoomListPositionSchema = z.object({
  joinedAt: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
  roomId: z.uuid(),
});

type Deps = {
  db: Database;
  events: RoomEvents;
  clock?: Clock;
  /** Draws a new invite code (random; a test forces a clash). */
  drawInviteCode?: () => string;
  /** Each member's points and badges over the room's finished sessions, by user id (results). */
  roomStandings: (roomId: string) => Promise<Map<string, { points: number; badges: number }>>;
  /** Tells a member they were made an admin (the notifications feature: bell and email). */
  onMadeAdmin?: (userId: string, room: { id: string; name: string }) => Promise<unknown>;
  /** The theme visibility changed: members' copies of the upcoming sessions change (seasons). */
  onThemeVisibility?: (roomId: string) => Promise<unknown>;
  /**
   * A member joined, or `left` (removed, left, account deleted): the active session's counts
   * moved (sessions), and a watch party's remote they held goes back to an admin (watch).
   */
  onMembersChanged?: (roomId: string, left?: string) => Promise<unknown>;
};

export function createRoomService({
  db,
  events,
  clock = systemClock,
  drawInviteCode = generateInviteCode,
  roomStandings,
  onMadeAdmin,
  onThemeVisibility,
  onMembersChanged,
}: Deps) {
  async function roomFor(roomId: string, userId: string): Promise<Room> {
    const row = await q.findRoomForUser(db, roomId, userId);
    if (!row) throw await notFoundFor(db, { roomId }, userId);
    return toRoom(row);
  }

  async function members(roomId: string): Promise<Member[]> {
    return (await membersWithBadges(roomId)).map(({ badgesReceived: _badges, ...member }) => member);
  }

  async function membersWithBadges(roomId: string): Promise<(Member & { badgesReceived: number })[]> {
    const [rows, standings] = await Promise.all([q.listMembers(db, roomId), roomStandings(roomId)]);
    return rows.map((m) => ({
      id: m.id,
      userId: m.user_id,
      userName: userName(m),
      userImage: m.profile_image_url,
      isAdmin: m.is_admin,
      totalPoints: standings.get(m.user_id)?.points ?? 0,
      badgesReceived: standings.get(m.user_id)?.badges ?? 0,
    }));
  }

  /** Every member's screen gets the room as all members see it; the admin gets it back. */
  async function publishRoom(userId: string, roomId: string): Promise<Room> {
    const room = await roomFor(roomId, userId);
    const { id, name, description, type, votingMode, settings } = room;
    events.publish(roomId, 'room:updated', { roomId, room: { id, name, description, type, votingMode, settings } });
    return room;
  }

  /**
   * Membership changes queue up on the room's lock, so two can't both pass a "last admin" check;
   * the full lock also orders a join in flight before or after them (lockRoom's 'update').
   */
  function inLockedRoom<T>(roomId: string, work: (trx: Database) => Promise<T>): Promise<T> {
    return db.transaction().execute(async (trx) => {
      await lockRoom(trx, roomId, { strength: 'update' });
      return work(trx);
    });
  }

  /** Takes a member out once `allowed` passed under the room's lock, then tells the room. */
  async function removeFromRoom(roomId: string, memberUserId: string, allowed: (trx: Database) => Promise<void>) {
    await inLockedRoom(roomId, async (trx) => {
      await allowed(trx);
      await q.removeMember(trx, roomId, memberUserId);
    });
    await announceRemoved(roomId, memberUserId);
  }

  /**
   * Tells the room a member is gone: first alone, so the member's own sockets hear it and then
   * leave the room (realtime's fan-out); what follows from it goes to the others as one change.
   */
  async function announceRemoved(roomId: string, memberUserId: string) {
    events.publish(roomId, 'member:removed', { roomId, userId: memberUserId });
    await events.together(async () => {
      await publishMembers(roomId);
      await onMembersChanged?.(roomId, memberUserId);
    });
  }

  async function publishMembers(roomId: string): Promise<Member[]> {
    const list = await members(roomId);
    events.publish(roomId, 'members:changed', { roomId, members: list });
    return list;
  }

  return {
    /** Takes a member out inside the caller's transaction (deleting an account); then announceRemoved. */
    withdrawIn: (trx: Database, roomId: string, memberUserId: string) => q.removeMember(trx, roomId, memberUserId),
    announceRemoved,
    /** One page of My Rooms, latest joined first, with the cursor of the next and the total. */
    async list(userId: string, page: PageQuery): Promise<Page<Room> & { total: number }> {
      const after = page.cursor === undefined ? undefined : decodeCursor(RoomListPositionSchema, page.cursor);
      const [rows, total] = await Promise.all([
        q.listRoomsForUser(db, userId, { limit: page.limit, ...(after ? { after } : {}) }),
        q.countRoomsForUser(db, userId),
      ]);
      const items = rows.slice(0, page.limit);
      const last = items.at(-1);
      const nextCursor =
        rows.length > page.limit && last ? encodeCursor({ joinedAt: last.joined_position, roomId: last.id }) : null;
      return { items: items.map(toRoom), nextCursor, total };
    },

    get: (userId: string, roomId: string) => roomFor(roomId, userId),

    /**
     * With an Idempotency-Key, a repeat answers the room the first request made.
     * A clash among 32^8 invite codes is rare; retrying on the unique constraint makes it harmless.
     */
    async create(
      userId: string,
      input: z.output<typeof CreateRoomBodySchema>,
      key?: string,
    ): Promise<{ room: Room; replayed: boolean }> {
      for (let attempt = 0; ; attempt++) {
        try {
          const result: IdempotentResult = await runIdempotent(
            db,
            clock.now(),
            { userId, key, scope: 'rooms.create', body: input },
            async (trx) => {
              const { id } = await q.insertRoom(trx, { ...input, inviteCode: drawInviteCode(), createdBy: userId });
              await q.addMember(trx, id, userId, true);
              return id;
            },
          );
          return { room: await roomFor(result.id, userId), replayed: result.replayed };
        } catch (error) {
          if (attempt < 5 && isUniqueViolation(error, 'invite_code')) continue;
          throw error;
        }
      }
    },

    /** An invite link's preview for anyone, signed in or not: the room's name, inviter, size. */
    async invitePreview(inviteCode: string): Promise<InvitePreview> {
      const found = isWellFormedInviteCode(inviteCode) ? await q.findInvitePreview(db, inviteCode) : undefined;
      if (!found) throw new NotFoundError('No room has that invite code');
      const inviter = await q.findInviter(db, found.id, found.invite_issued_by);
      return {
        roomName: found.name,
        invitedBy: inviter ? userName(inviter) : null,
        memberCount: found.member_count ?? 0,
      };
    },

    async join(userId: string, inviteCode: string): Promise<Room> {
      const found = isWellFormedInviteCode(inviteCode) ? await q.findRoomByInviteCode(db, inviteCode) : undefined;
      if (!found) throw new NotFoundError('No room has that invite code');
      const added = await db.transaction().execute(async (trx) => {
        await q.clearRemoval(trx, found.id, userId);
        return q.addMember(trx, found.id, userId, false);
      });
      if (added) {
        // One change, one message per socket: the members and the active session's counts.
        await events.together(async () => {
          await publishMembers(found.id);
          await onMembersChanged?.(found.id);
        });
      }
      return roomFor(found.id, userId);
    },

    async update(userId: string, roomId: string, patch: z.output<typeof UpdateRoomBodySchema>): Promise<Room> {
      await requireAdmin(db, roomId, userId);
      await q.updateRoom(db, roomId, patch);
      return publishRoom(userId, roomId);
    },

    async remove(userId: string, roomId: string): Promise<void> {
      await requireAdmin(db, roomId, userId);
      await q.deleteRoom(db, roomId);
      events.publish(roomId, 'room:deleted', { roomId });
    },

    /**
     * Settings (admin) apply to sessions not yet started; started sessions keep their rules
     * (queries.updateRoomSettings). A partial change is checked against the stored values with
     * the protocol's own rule, so the cap never ends above the points per ballot.
     */
    async updateSettings(userId: string, roomId: string, settings: z.output<typeof RoomSettingsBodySchema>) {
      const visibilityChanged = await db.transaction().execute(async (trx) => {
        // Queued with session starts, so a session starts wholly before or after the change.
        await lockRoom(trx, roomId, { strength: 'update' });
        await requireAdmin(trx, roomId, userId);
        const stored = await q.findRoomSettings(trx, roomId);
        const problem = capProblem({
          pointsPerBallot: settings.pointsPerBallot ?? stored.points_per_ballot,
          perVideoCap: settings.perVideoCap ?? stored.per_video_cap,
        });
        if (problem) throw new BadRequestError(problem);
        await q.updateRoomSettings(trx, roomId, {
          voting_mode: settings.votingMode,
          type: settings.type,
          submission_day: settings.submissionDay,
          submission_time: settings.submissionTime,
          voting_day: settings.votingDay,
          voting_time: settings.votingTime,
          time_zone: settings.timeZone,
          points_per_ballot: settings.pointsPerBallot,
          per_video_cap: settings.perVideoCap,
          downvote_tokens: settings.downvoteTokens,
          high_stakes: settings.highStakes,
          close_early: settings.closeEarly,
          theme_visibility: settings.themeVisibility,
        });
        return settings.themeVisibility !== undefined && settings.themeVisibility !== stored.theme_visibility;
      });
      const room = await publishRoom(userId, roomId);
      if (visibilityChanged) await onThemeVisibility?.(roomId);
      return room;
    },

    /** A fresh invite code; the old one stops working at once (the column holds just one). */
    async regenerateInviteCode(userId: string, roomId: string): Promise<Room> {
      await requireAdmin(db, roomId, userId);
      for (let attempt = 0; ; attempt++) {
        try {
          await q.setInviteCode(db, roomId, drawInviteCode(), userId);
          return roomFor(roomId, userId);
        } catch (error) {
          if (attempt < 5 && isUniqueViolation(error, 'invite_code')) continue;
          throw error;
        }
      }
    },

    leave: (userId: string, roomId: string) =>
      removeFromRoom(roomId, userId, async (trx) => {
        const me = await requireMember(trx, roomId, userId);
        if (me.is_admin && (await q.countAdmins(trx, roomId)) <= 1 && (await countMembers(trx, roomId)) > 1) {
          throw new ConflictError(MEMBERSHIP_MESSAGES.lastAdminLeaving);
        }
      }),

    removeMember: (userId: string, roomId: string, memberUserId: string) =>
      removeFromRoom(roomId, memberUserId, async (trx) => {
        await requireAdmin(trx, roomId, userId);
        if (memberUserId === userId) throw new ConflictError(MEMBERSHIP_MESSAGES.removeSelf);
        if (!(await findMembership(trx, roomId, memberUserId))) throw new NotFoundError(MEMBERSHIP_MESSAGES.notAMember);
        // Leaving is the player's own choice; being removed is told to them (docs/rules.md §2).
        await q.recordRemoval(trx, roomId, memberUserId, clock.now());
      }),

    async setRole(userId: string, roomId: string, memberUserId: string, isAdmin: boolean): Promise<Member[]> {
      const promoted = await inLockedRoom(roomId, async (trx) => {
        await requireAdmin(trx, roomId, userId);
        const target = await findMembership(trx, roomId, memberUserId);
        if (!target) throw new NotFoundError(MEMBERSHIP_MESSAGES.notAMember);
        if (!isAdmin && target.is_admin && (await q.countAdmins(trx, roomId)) <= 1) {
          throw new ConflictError(MEMBERSHIP_MESSAGES.lastAdminDemoted);
        }
        await q.setAdmin(trx, roomId, memberUserId, isAdmin);
        return isAdmin && !target.is_admin;
      });
      const list = await publishMembers(roomId);
      if (promoted && onMadeAdmin) {
        const room = await q.findRoomForUser(db, roomId, memberUserId);
        if (room) await onMadeAdmin(memberUserId, { id: roomId, name: room.name });
      }
      return list;
    },

    async members(userId: string, roomId: string): Promise<Member[]> {
      await requireMember(db, roomId, userId);
      return members(roomId);
    },

    async leaderboard(userId: string, roomId: string): Promise<LeaderboardEntry[]> {
      await requireMember(db, roomId, userId);
      const list = await membersWithBadges(roomId);
      // Points first; badges (appreciation) break a tie in points.
      return list
        .map(({ userId: id, userName, userImage, totalPoints, badgesReceived }) => ({
          userId: id,
          userName,
          userImage,
          totalPoints,
          badgesReceived,
        }))
        .sort(
          (a, b) =>
            b.totalPoints - a.totalPoints ||
            b.badgesReceived - a.badgesReceived ||
            a.userName.localeCompare(b.userName),
        );
    },

    async tokenStatus(userId: string, roomId: string) {
      const membership = await requireMember(db, roomId, userId);
      return { userTokens: { tokenCount: membership.token_count } };
    },

    async badgeConfig(userId: string, roomId: string) {
      await requireMember(db, roomId, userId);
      return { availableBadges: [...BADGES] };
    },
  };
}
export type RoomService = ReturnType<typeof createRoomService>;

function toRoom(row: q.RoomForUserRow): Room {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    inviteCode: row.invite_code,
    type: row.type,
    votingMode: row.voting_mode,
    startDate: row.start_date,
    settings: {
      submissionDay: row.submission_day,
      submissionTime: row.submission_time,
      votingDay: row.voting_day,
      votingTime: row.voting_time,
      timeZone: row.time_zone,
      pointsPerBallot: row.points_per_ballot,
      perVideoCap: row.per_video_cap,
      downvoteTokens: row.downvote_tokens,
      highStakes: row.high_stakes,
      closeEarly: row.close_early,
      themeVisibility: row.theme_visibility,
    },
    isAdmin: row.is_admin,
    memberCount: Number(row.member_count ?? 0),
    sessionCount: Number(row.session_count ?? 0),
    createdAt: new Date(row.created_at).toISOString(),
  };
}
