import { firstSessionDeadlines, nextSessionDeadlines } from './deadlines.ts';
import type { Deadlines } from './queries.ts';

type RoomTiming = { type: 'automatic' | 'manual'; start_date: string | null };

/**
 * Deadlines a session gets when it opens (docs/rules.md §3). Manual rooms have none. In an
 * automatic room, until a session of the room has reached results the opening session is "the
 * session that opens first" and is due on the start date (or the next Thursday once that has
 * passed); after that every opening session is due the next Thursday. Computed from the moment
 * it actually opens, so catching up after downtime never yields deadlines in the past.
 */
export function openingDeadlines(room: RoomTiming, roomHasResults: boolean, now: Date): Deadlines {
  if (room.type !== 'automatic') return { submissions_deadline: null, voting_deadline: null };
  const d =
    room.start_date && !roomHasResults ? firstSessionDeadlines(room.start_date, now) : nextSessionDeadlines(now);
  return { submissions_deadline: d.submissionsDeadline, voting_deadline: d.votingDeadline };
}

/**
 * An admin who ends a phase by hand before its deadline: the stored deadline becomes the moment
 * it really closed, so the screen never shows a future date for a phase that is over.
 * Deadlines already passed (and manual rooms' nulls) stay as they are.
 */
export function closedAt(deadline: Date | null, now: Date): Date | null {
  return deadline && deadline.getTime() > now.getTime() ? now : deadline;
}
