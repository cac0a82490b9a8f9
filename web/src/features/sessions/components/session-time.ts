const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A deadline in the viewer's language and time zone (the one chosen on /settings, else the
 * browser's), with the day name: "Thu, Mar 12, 6:00 PM"; 'TBD' until the session has one.
 */
export function formatDeadline(iso: string | null, timeZone?: string): string {
  if (!iso) return 'TBD';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'TBD';
  return new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

export type TimeLeft = { kind: 'days'; days: number } | { kind: 'soon' };

/**
 * How long until a deadline, for "closes in N days" / "closing soon". "Soon" is anything under
 * 24 hours, including a deadline that has just passed while the scheduler moves the phase on.
 * Whole days are rounded down: 47 hours left is "1 day". No deadline (manual rooms): null.
 */
export function timeLeft(iso: string | null, now: number): TimeLeft | null {
  if (!iso) return null;
  const ms = new Date(iso).getTime() - now;
  if (Number.isNaN(ms)) return null;
  if (ms < DAY_MS) return { kind: 'soon' };
  return { kind: 'days', days: Math.floor(ms / DAY_MS) };
}
