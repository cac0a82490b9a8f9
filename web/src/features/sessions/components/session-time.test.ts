import { describe, expect, it } from 'vitest';
import { formatDeadline, timeLeft } from './session-time.ts';

describe('timeLeft', () => {
  const now = Date.parse('2027-03-09T12:00:00.000Z');
  const hours = (h: number) => new Date(now + h * 3_600_000).toISOString();

  it('is null without a deadline', () => {
    expect(timeLeft(null, now)).toBeNull();
  });

  it('is soon under 24 hours, and after a deadline that has just passed', () => {
    expect(timeLeft(hours(23.9), now)).toEqual({ kind: 'soon' });
    expect(timeLeft(hours(-1), now)).toEqual({ kind: 'soon' });
  });

  it('counts whole days from 24 hours on', () => {
    expect(timeLeft(hours(24), now)).toEqual({ kind: 'days', days: 1 });
    expect(timeLeft(hours(47), now)).toEqual({ kind: 'days', days: 1 });
    expect(timeLeft(hours(72), now)).toEqual({ kind: 'days', days: 3 });
  });
});

describe('formatDeadline', () => {
  it('says TBD until a session has a deadline', () => {
    expect(formatDeadline(null)).toBe('TBD');
  });

  it('shows the day name of the local date', () => {
    const iso = '2027-03-12T02:00:00.000Z';
    const weekday = new Intl.DateTimeFormat(undefined, { weekday: 'short' }).format(new Date(iso));
    expect(formatDeadline(iso)).toContain(weekday);
  });

  it('shows the same instant in the chosen time zone', () => {
    // 02:00 UTC on Friday is Thursday 6 PM in Los Angeles and Friday 11 AM in Tokyo.
    const iso = '2027-03-12T02:00:00.000Z';
    const la = formatDeadline(iso, 'America/Los_Angeles');
    const tokyo = formatDeadline(iso, 'Asia/Tokyo');
    expect(la).toMatch(/6:00/);
    expect(tokyo).toMatch(/11:00/);
    expect(la).not.toBe(tokyo);
  });
});
