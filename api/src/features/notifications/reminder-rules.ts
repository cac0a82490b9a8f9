import type { ActivePhase, NotificationKind, SessionStatus } from '@clipclub/protocol';
import { DateTime } from 'luxon';

// Deadlines are set in the league's zone (docs/rules.md §3); "the day before" is counted there.
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
};

export type DueReminder = {
  kind: Extract<NotificationKind, 'session_opened' | 'deadline_24h' | 'deadline_1h' | 'results_ready'>;
  /** Part of the claim key: a moved deadline earns its own reminders. */
  deadline: Date;
  phase?: ActivePhase;
};

/**
 * "24 h before" is the same wall-clock time the day before, in the league's zone: a Sunday
 * 18:00 deadline is announced Saturday 18:00 even when the clocks move overnight (25 or 23 real
 * hours). "1 h before" is one real hour.
 */
export function reminderTimes(deadline: Date): { dayBefore: Date; hourBefore: Date } {
  const dayBefore = DateTime.fromJSDate(deadline, { zone: LEAGUE_ZONE }).minus({ days: 1 }).toJSDate();
  return { dayBefore, hourBefore: new Date(deadline.getTime() - HOUR_MS) };
}

function deadlineReminder(deadline: Date | null, met: boolean, now: Date): DueReminder['kind'] | null {
  if (!deadline || met || now >= deadline) return null;
  const { dayBefore, hourBefore } = reminderTimes(deadline);
  if (now >= hourBefore) return 'deadline_1h';
  // After downtime only the most pressing one goes out: never a "24 h" notice in the last hour.
  if (now >= dayBefore) return 'deadline_24h';
  return null;
}

/** Which reminders a member is owed right now for one session (claims make each go once). */
export function dueReminders(s: SessionState, now: Date): DueReminder[] {
  const due: DueReminder[] = [];
  if (s.status === 'submissions') {
    due.push({ kind: 'session_opened', deadline: NO_DEADLINE });
    const kind = deadlineReminder(s.submissionsDeadline, s.submitted, now);
    if (kind && s.submissionsDeadline) due.push({ kind, deadline: s.submissionsDeadline, phase: 'submissions' });
  } else if (s.status === 'voting') {
    const kind = deadlineReminder(s.votingDeadline, s.voted, now);
    if (kind && s.votingDeadline) due.push({ kind, deadline: s.votingDeadline, phase: 'voting' });
  } else if (s.status === 'results') {
    due.push({ kind: 'results_ready', deadline: NO_DEADLINE });
  }
  return due;
}
