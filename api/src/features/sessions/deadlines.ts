import type { SessionStatus } from '@clipclub/protocol';
import { DateTime } from 'luxon';

// Automatic-room deadlines (docs/rules.md §3): always 18:00 on a Pacific wall clock, so the
// UTC instant moves by an hour across daylight-saving changes. Pure: callers pass "now".

export const DEADLINE_ZONE = 'America/Los_Angeles';
const DEADLINE_HOUR = 18;
const THURSDAY = 4; // luxon weekdays: Monday 1 … Sunday 7
const TUESDAY = 2;

export type SessionDeadlines = { submissionsDeadline: Date; votingDeadline: Date };

/** 18:00 Pacific on a YYYY-MM-DD calendar date, as a UTC instant. Throws on a malformed date. */
export function pacificSixPm(date: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const local = m
    ? DateTime.fromObject(
        { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]), hour: DEADLINE_HOUR },
        { zone: DEADLINE_ZONE },
      )
    : DateTime.invalid('not YYYY-MM-DD');
  if (!local.isValid) throw new RangeError(`Invalid calendar date: ${date}`);
  return local.toJSDate();
}

/** The first Thursday 18:00 Pacific strictly after `after`. */
export function nextThursdaySixPm(after: Date): Date {
  return nextWeekdaySixPm(DateTime.fromJSDate(after, { zone: DEADLINE_ZONE }), THURSDAY).toJSDate();
}

/** Voting closes on the first Tuesday 18:00 Pacific after the submissions deadline. */
export function tuesdayAfter(submissionsDeadline: Date): Date {
  return nextWeekdaySixPm(DateTime.fromJSDate(submissionsDeadline, { zone: DEADLINE_ZONE }), TUESDAY).toJSDate();
}

// Calendar-day arithmetic in the zone keeps the wall clock at 18:00 across DST changes,
// where adding 24-hour steps to the instant would drift to 17:00 or 19:00.
function nextWeekdaySixPm(after: DateTime, weekday: number): DateTime {
  const sameDay = after.set({ hour: DEADLINE_HOUR, minute: 0, second: 0, millisecond: 0 });
  const candidate = sameDay.plus({ days: (weekday - sameDay.weekday + 7) % 7 });
  return candidate > after ? candidate : candidate.plus({ weeks: 1 });
}

/**
 * The room's first session: due on its start date unless that moment is already past
 * (a late creation or a start date in the past), then on the next Thursday.
 */
export function firstSessionDeadlines(startDate: string, now: Date): SessionDeadlines {
  const onStartDate = pacificSixPm(startDate);
  const submissionsDeadline = onStartDate.getTime() > now.getTime() ? onStartDate : nextThursdaySixPm(now);
  return { submissionsDeadline, votingDeadline: tuesdayAfter(submissionsDeadline) };
}

/**
 * A session opened when the previous one's voting closed. Pass the time it actually opens,
 * not the old voting deadline, so catching up after downtime never yields deadlines in the past.
 */
export function nextSessionDeadlines(now: Date): SessionDeadlines {
  const submissionsDeadline = nextThursdaySixPm(now);
  return { submissionsDeadline, votingDeadline: tuesdayAfter(submissionsDeadline) };
}

export type SchedulableSession = {
  status: SessionStatus;
  submissionsDeadline: Date | null;
  votingDeadline: Date | null;
};
export type DueTransition = 'endSubmissions' | 'endVoting';

/**
 * The one phase move a session is due at `now`, if any. One step at a time: a scheduler that
 * was down past both deadlines ends submissions, re-reads the session, then ends voting.
 */
export function dueTransition(session: SchedulableSession, now: Date): DueTransition | null {
  const reached = (deadline: Date | null) => deadline !== null && deadline.getTime() <= now.getTime();
  if (session.status === 'submissions' && reached(session.submissionsDeadline)) return 'endSubmissions';
  if (session.status === 'voting' && reached(session.votingDeadline)) return 'endVoting';
  return null;
}
