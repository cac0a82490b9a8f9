// When a mail that the SMTP server refused is tried again (docs/rules.md §7): soon at first,
// then less often, and never after a day, so an outage of any length under a day loses nothing.
export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_GAP_MS = 60 * 60_000;
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/**
 * The moment of the next try after `attempts` failed ones (1, 2, …), or null when the day is over.
 * The gaps double from 30 s up to an hour; the last try falls exactly at the day's end.
 */
export function nextAttemptAt(createdAt: Date, attempts: number, now: Date): Date | null {
  const giveUpAt = createdAt.getTime() + GIVE_UP_AFTER_MS;
  if (now.getTime() >= giveUpAt) return null;
  const gap = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_GAP_MS);
  return new Date(Math.min(now.getTime() + gap, giveUpAt));
}
