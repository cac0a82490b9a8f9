import { describe, expect, it } from 'vitest';
import { GIVE_UP_AFTER_MS, nextAttemptAt } from './outbox-rules.ts';

const created = new Date('2026-11-26T00:00:00.000Z');
const after = (ms: number) => new Date(created.getTime() + ms);

describe('mail retry backoff', () => {
  it('doubles from 30 s to at most an hour', () => {
    expect(nextAttemptAt(created, 1, created)).toEqual(after(30_000));
    expect(nextAttemptAt(created, 2, after(30_000))).toEqual(after(90_000));
    expect(nextAttemptAt(created, 3, after(90_000))).toEqual(after(210_000));
    expect(nextAttemptAt(created, 20, after(3_600_000))).toEqual(after(7_200_000));
  });

  it('tries a last time at the end of the day, then gives up', () => {
    expect(nextAttemptAt(created, 30, after(GIVE_UP_AFTER_MS - 60_000))).toEqual(after(GIVE_UP_AFTER_MS));
    expect(nextAttemptAt(created, 31, after(GIVE_UP_AFTER_MS))).toBeNull();
  });

  it('keeps retrying through a 23-hour outage: the tries never stop before the day is over', () => {
    let now = created;
    let attempts = 0;
    const tries: Date[] = [];
    for (;;) {
      attempts++;
      const next = nextAttemptAt(created, attempts, now);
      if (!next) break;
      tries.push(next);
      now = next;
    }
    expect(tries.some((t) => t.getTime() > after(23 * 3_600_000).getTime())).toBe(true);
    expect(tries.at(-1)).toEqual(after(GIVE_UP_AFTER_MS));
    expect(tries.length).toBeLessThan(40);
  });
});
