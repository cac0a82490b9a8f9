import { describe, expect, it } from 'vitest';
import { fixedClock, systemClock } from './clock.ts';

describe('fixedClock', () => {
  it('stands still until set or advanced, and hands out copies', () => {
    const clock = fixedClock('2026-11-19T20:00:00.000Z');
    const first = clock.now();
    first.setUTCFullYear(2000);
    expect(clock.now().toISOString()).toBe('2026-11-19T20:00:00.000Z');
    clock.advance(90_000);
    expect(clock.now().toISOString()).toBe('2026-11-19T20:01:30.000Z');
    clock.set('2027-01-07T02:00:00.000Z');
    expect(clock.now().toISOString()).toBe('2027-01-07T02:00:00.000Z');
  });
});

describe('systemClock', () => {
  it('tells the real time', () => {
    expect(Math.abs(systemClock.now().getTime() - Date.now())).toBeLessThan(1000);
  });
});
