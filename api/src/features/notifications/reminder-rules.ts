import type { ActivePhase, NotificationKind, SessionStatus } from '@clipclub/protocol';
import { DateTime } from 'luxon';

// The league's zone: rooms default to it, and mail falls back to it for a player with none.
export const LEAGUE_ZONE = 'America/Los_Angeles';
const HOUR_MS = 3_600_000;
// Claims need a deadline in their key; notices that belong to no deadline use this one.
export const NO_DEADLINE = new Date(0);

export type SessionState = {
  status: SessionStatus;
  submissionsDeadline: Date | null;
  votingDeadline: Date | null;
  submitted: boolean;
  voted: boolean;
  /** The room's schedule zone (IANA): its deadlines are set there, so "the day before" is too. */
  timeZone: string;
};

export type DueReminder = {
  kind: Extract<NotificationKind, 'session_opened' | 'deadline_24h' | 'deadline_1h'>;
  /** Part of the claim key: a moved deadline earns its own reminders. */
  deadline: Date;
  phase?: ActivePhase;
};

/**
 * "24 h before" is the same wall-clock time the day before, in the room's zone: a Sunday 18:00
 * deadline is announced Saturday 18:00 even when the clocks move overnight (25 or 23 real
 * hours). "1 h before" is one real hour. A zone the clock library does not know counts in the
 * league's, so a bad stored value never silences a reminder.
 */
export function reminderTimes(deadline: Date, timeZone: string): { dayBefore: Date; hourBefore: Date } {
  const local = DateTime.fromJSDate(deadline, { zone: timeZone });
  const zoned = local.isValid ? local : DateTime.fromJSDate(deadline, { zone: LEAGUE_ZONE });
  return { dayBefore: zoned.minus({ days: 1 }).toJSDate(), hourBefore: new Date(deadline.getTime() - HOUR_MS) };
}

function deadlineReminder(
  deadline: Date | null,
  met: boolean,
  now: Date,
  timeZone: string,
): DueReminder['kind'] | null {
  if (!deadline || met || now >= deadline) return null;
  const { dayBefore, hourBefore } = reminderTimes(deadline, timeZone);
  if (now >= hourBefore) return 'deadline_1h';
  // After downtime only the most pressing one goes out: never a "24 h" notice in the last hour.
  if (now >= dayBefore) return 'deadline_24h';
  return null;
}

/** Which reminders a member is owed right now for one session in submissions or voting (claims make each go once). */
export function dueReminders(s: SessionState, now: Date): DueReminder[] {
  const due: DueReminder[] = [];
  if (s.status === 'submissions') {
    due.push({ kind: 'session_opened', deadline: NO_DEADLINE });
    const kind = deadlineReminder(s.submissionsDeadline, s.submitted, now, s.timeZone);
    if (kind && s.submissionsDeadline) due.push({ kind, deadline: s.submissionsDeadline, phase: 'submissions' });
  } else if (s.status === 'voting') {
    const kind = deadlineReminder(s.votingDeadline, s.voted, now, s.timeZone);
    if (kind && s.votingDeadline) due.push({ kind, deadline: s.votingDeadline, phase: 'voting' });
  }
  // Results are announced per session, not per member (queries' claimAndStoreResultsNotices).
  return due;
}
