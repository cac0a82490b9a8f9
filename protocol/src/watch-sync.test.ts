import { describe, expect, it } from 'vitest';
import { correctDrift, estimateClockOffset, positionAt } from './watch-sync.ts';

describe('positionAt', () => {
  const playing = { status: 'playing' as const, positionSec: 10, updatedAt: 1_000_000, rate: 1 };

  it('adds the time played since the update, at the state’s rate', () => {
    expect(positionAt(playing, 1_002_500)).toBe(12.5);
    expect(positionAt({ ...playing, rate: 1.5 }, 1_002_000)).toBe(13);
  });

  it('stands still when paused and never runs before the update or past the end', () => {
    expect(positionAt({ ...playing, status: 'paused' }, 1_050_000)).toBe(10);
    expect(positionAt(playing, 999_000)).toBe(10);
    expect(positionAt(playing, 1_100_000, 60)).toBe(60);
  });
});

describe('correctDrift', () => {
  it('leaves half a second alone', () => {
    expect(correctDrift(10.5, 10)).toEqual({ kind: 'none', rate: 1 });
    expect(correctDrift(9.6, 10)).toEqual({ kind: 'none', rate: 1 });
  });

  it('slows down when ahead and speeds up when behind, up to a second', () => {
    expect(correctDrift(10.8, 10)).toEqual({ kind: 'rate', rate: 0.95 });
    expect(correctDrift(9.2, 10)).toEqual({ kind: 'rate', rate: 1.05 });
  });

  it('seeks past a second', () => {
    expect(correctDrift(12, 10)).toEqual({ kind: 'seek', positionSec: 10, rate: 1 });
    expect(correctDrift(3, 10)).toEqual({ kind: 'seek', positionSec: 10, rate: 1 });
  });
});

describe('estimateClockOffset', () => {
  it('trusts the shortest round trip, taking the reply as halfway through it', () => {
    // Server is 5 s ahead. Sample 2 had a 20 ms trip; sample 1 queued 300 ms on the way back.
    const samples = [
      { sentAt: 0, serverTime: 5_010, receivedAt: 320 },
      { sentAt: 1_000, serverTime: 6_010, receivedAt: 1_020 },
      { sentAt: 2_000, serverTime: 7_150, receivedAt: 2_200 },
    ];
    expect(estimateClockOffset(samples)).toEqual({ offsetMs: 5_000, rttMs: 20 });
  });

  it('answers null without a usable sample', () => {
    expect(estimateClockOffset([])).toBeNull();
    expect(estimateClockOffset([{ sentAt: 10, serverTime: 0, receivedAt: 5 }])).toBeNull();
  });
});
