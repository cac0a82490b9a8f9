import { describe, expect, it } from 'vitest';
import { timeLeft } from './time-left.ts';

const deadline = '2026-11-27T02:00:00.000Z';
const before = (ms: number) => new Date(Date.parse(deadline) - ms);

describe('timeLeft', () => {
  it('states the time actually left, rounded down', () => {
    expect(timeLeft(deadline, before(24 * 3_600_000))).toBe('24 hours');
    expect(timeLeft(deadline, before(25 * 3_600_000))).toBe('25 hours');
    expect(timeLeft(deadline, before(61 * 60_000))).toBe('1 hour');
    expect(timeLeft(deadline, before(3 * 3_600_000 + 59 * 60_000))).toBe('3 hours');
    expect(timeLeft(deadline, before(59 * 60_000 + 59_000))).toBe('59 minutes');
    expect(timeLeft(deadline, before(61_000))).toBe('1 minute');
    expect(timeLeft(deadline, before(5_000))).toBe('1 minute');
  });
});
