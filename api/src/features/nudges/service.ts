import { displayName, NUDGE_INTERVAL_MINUTES, NUDGE_MESSAGES, type Nudge } from '@clipclub/protocol';
import type { Database } from '../../db/connect.ts';
import type { Clock } from '../../lib/clock.ts';
import { ConflictError, ForbiddenError, HttpError, NotFoundError } from '../../lib/errors.ts';
import type { NudgeEvents } from './nudge-events.ts';
import * as q from './queries.ts';

type Deps = { db: Database; clock: Clock; events: NudgeEvents };

export const NUDGE_INTERVAL_MS = NUDGE_INTERVAL_MINUTES * 60_000;

/** Whole minutes until the next nudge is allowed, at least 1 (what the 429 message says). */
export function minutesUntil(next: Date, now: Date): number {
  return Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 60_000));
}

export function createNudgeService({ db, clock, events }: Deps) {
  return {
    /**
     * An admin reminds one member who has not yet submitted (submissions) or voted (voting).
     * Strangers 404, members 403, a member already done or the admin themself 409, a repeat
     * within the interval 429 with the minutes left.
     */
    async nudge(adminId: string, sessionId: string, targetId: string): Promise<Nudge> {
      const ctx = await q.findNudgeContext(db, sessionId, adminId, targetId);
      if (!ctx) throw new NotFoundError('Session not found');
      if (!ctx.is_admin) throw new ForbiddenError('Only a room admin can do that');
      if (ctx.status !== 'submissions' && ctx.status !== 'voting') throw new ConflictError(NUDGE_MESSAGES.notOpen);
      if (!ctx.target_user_id) throw new NotFoundError(NUDGE_MESSAGES.notAMember);
      if (targetId === adminId) throw new ConflictError(NUDGE_MESSAGES.self);
      const name = displayName({
        displayName: ctx.target_display_name,
        firstName: ctx.target_first_name,
        lastName: ctx.target_last_name,
        email: ctx.target_email,
      });
      const phase = ctx.status;
      if (phase === 'submissions' && ctx.target_submitted)
        throw new ConflictError(NUDGE_MESSAGES.alreadySubmitted(name));
      if (phase === 'voting' && ctx.target_voted) throw new ConflictError(NUDGE_MESSAGES.alreadyVoted(name));

      const now = clock.now();
      const at = await q.claimNudge(db, {
        sessionId,
        userId: targetId,
        phase,
        byUserId: adminId,
        now,
        intervalMs: NUDGE_INTERVAL_MS,
      });
      if (!at) {
        const last = (await q.lastNudgeAt(db, sessionId, targetId, phase)) ?? now;
        const next = new Date(last.getTime() + NUDGE_INTERVAL_MS);
        throw new HttpError(429, NUDGE_MESSAGES.tooSoon(name, minutesUntil(next, now)), 'nudged_recently');
      }

      const byName = displayName({
        displayName: ctx.asker_display_name,
        firstName: ctx.asker_first_name,
        lastName: ctx.asker_last_name,
        email: ctx.asker_email,
      });
      await events.emit({
        userId: targetId,
        byUserId: adminId,
        nudgedAt: at,
        roomId: ctx.room_id,
        roomName: ctx.room_name,
        sessionId,
        sessionNumber: ctx.session_number,
        theme: ctx.theme,
        phase,
        byName,
      });
      return {
        sessionId,
        userId: targetId,
        userName: name,
        phase,
        nudgedAt: at.toISOString(),
        nextNudgeAt: new Date(at.getTime() + NUDGE_INTERVAL_MS).toISOString(),
      };
    },
  };
}
export type NudgeService = ReturnType<typeof createNudgeService>;
