// A reminder says the time actually left when it was made (docs/rules.md §7): a notice made 61
// minutes before a deadline says '1 hour', never '24 hours'. Rounded down, so it never promises
// more time than there is.
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** '23 hours', '1 hour', '59 minutes', '1 minute' between `at` and `deadline`. */
export function timeLeft(deadline: Date | string, at: Date | string): string {
  const ms = Math.max(0, new Date(deadline).getTime() - new Date(at).getTime());
  if (ms >= HOUR_MS) return plural(Math.floor(ms / HOUR_MS), 'hour');
  return plural(Math.max(1, Math.floor(ms / MINUTE_MS)), 'minute');
}
