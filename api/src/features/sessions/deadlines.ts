import { DEFAULT_ROOM_RULES, type RoomRules, type SessionStatus, WEEKDAYS, type Weekday } from '@clipclub/protocol';
import { DateTime } from 'luxon';

// Automatic-room deadlines (docs/rules.md §3, or the room's own schedule setting): a weekday and a time on
// the room's wall clock (by default Thursday and Tuesday, 18:00 America/Los_Angeles), so the UTC
// instant moves by an hour across daylight-saving changes. Pure: callers pass "now".

export const DEADLINE_ZONE = DEFAULT_ROOM_RULES.timeZone;
const DEADLINE_HOUR = 18;

/** The part of a room's settings that sets its deadlines. */
export type Schedule = Pick<RoomRules, 'submissionDay' | 'submissionTime' | 'votingDay' | 'votingTime' | 'timeZone'>;
export const DEFAULT_SCHEDULE: Schedule = DEFAULT_ROOM_RULES;

export type SessionDeadlines = { submissionsDeadline: Date; votingDeadline: Date };

const isoWeekday = (day: Weekday) => WEEKDAYS.indexOf(day) + 1;
function clockTime(time: string): { hour: number; minute: number } {
  const [hour, minute] = time.split(':').map(Number);
  return { hour: hour ?? DEADLINE_HOUR, minute: minute ?? 0 };
}

/** A time on a YYYY-MM-DD calendar date in a zone, as a UTC instant. Throws on a malformed date. */
function onDate(date: string, time: string, zone: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const local = m
    ? DateTime.fromObject({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]), ...clockTime(time) }, { zone })
    : DateTime.invalid('not YYYY-MM-DD');
  if (!local.isValid) throw new RangeError(`Invalid calendar date: ${date}`);
  return local.toJSDate();
}

// Calendar-day arithmetic in the zone keeps the wall clock at the set time across DST changes,
// where adding 24-hour steps to the instant would drift by an hour.
function nextWeekdayAt(after: DateTime, weekday: number, time: string): DateTime {
  const sameDay = after.set({ ...clockTime(time), second: 0, millisecond: 0 });
  const candidate = sameDay.plus({ days: (weekday - sameDay.weekday + 7) % 7 });
  return candidate > after ? candidate : candidate.plus({ weeks: 1 });
}

/** The first submission deadline of the schedule strictly after `after`. */
export function nextSubmissionDeadline(after: Date, schedule: Schedule = DEFAULT_SCHEDULE): Date {
  const local = DateTime.fromJSDate(after, { zone: schedule.timeZone });
  return nextWeekdayAt(local, isoWeekday(schedule.submissionDay), schedule.submissionTime).toJSDate();
}

/** Voting closes at the schedule's first voting deadline strictly after the submissions deadline. */
export function votingDeadlineAfter(submissionsDeadline: Date, schedule: Schedule = DEFAULT_SCHEDULE): Date {
  const local = DateTime.fromJSDate(submissionsDeadline, { zone: schedule.timeZone });
  return nextWeekdayAt(local, isoWeekday(schedule.votingDay), schedule.votingTime).toJSDate();
}

/**
 * The room's first session: due on its start date at the schedule's submission time unless that
 * moment is already past (a late creation or a start date in the past), then on the next
 * submission weekday.
 */
export function firstSessionDeadlines(
  startDate: string,
  now: Date,
  schedule: Schedule = DEFAULT_SCHEDULE,
): SessionDeadlines {
  const onStartDate = onDate(startDate, schedule.submissionTime, schedule.timeZone);
  const submissionsDeadline =
    onStartDate.getTime() > now.getTime() ? onStartDate : nextSubmissionDeadline(now, schedule);
  return { submissionsDeadline, votingDeadline: votingDeadlineAfter(submissionsDeadline, schedule) };
}

/**
 * A session opened when the previous one's voting closed. Pass the time it actually opens,
 * not the old voting deadline, so catching up after downtime never yields deadlines in the past.
 */
export function nextSessionDeadlines(now: Date, schedule: Schedule = DEFAULT_SCHEDULE): SessionDeadlines {
  const submissionsDeadline = nextSubmissionDeadline(now, schedule);
  return { submissionsDeadline, votingDeadline: votingDeadlineAfter(submissionsDeadline, schedule) };
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
