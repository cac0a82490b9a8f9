import { describe, expect, it } from 'vitest';
import { correctDrift, estimateClockOffset, positionAt, ServerClock } from './watch-sync.ts';

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
  // The client's clock runs 5 s behind the server's: the true offset is +5,000 ms.
  const OFFSET = 5_000;
  // A ping sent at `t` (client clock) that took `up` ms to the server and `down` ms back.
  const ping = (t: number, up: number, down: number) => ({
    sentAt: t,
    serverTime: t + up + OFFSET,
    receivedAt: t + up + down,
  });

  it('takes the middle of one round trip: off by half the difference of its two delays', () => {
    expect(estimateClockOffset([ping(0, 10, 10)])).toEqual({ offsetMs: OFFSET, uncertaintyMs: 10 });
    // 140 ms up, 20 ms down: the reply is assumed halfway, 60 ms after it really was read.
    expect(estimateClockOffset([ping(0, 140, 20)])).toEqual({ offsetMs: OFFSET + 60, uncertaintyMs: 80 });
  });

  it('narrows the interval with the fastest trip each way, from different round trips', () => {
    // Every round trip is slow one way: each alone is off by 60–70 ms, and the shortest round
    // trip (NTP's filter: 160 ms) by 60 ms. Together they bound the offset within 10 ms.
    const pings = [ping(0, 140, 20), ping(1_000, 10, 150), ping(2_000, 150, 30)];
    const estimate = estimateClockOffset(pings);
    expect(estimate?.uncertaintyMs).toBe(15);
    expect(Math.abs((estimate?.offsetMs ?? 0) - OFFSET)).toBeLessThanOrEqual(5);
  });

  it('stays within the noise under random delays drawn independently each way', () => {
    // A fixed pseudo-random sequence: 0–150 ms up and down, independently, 5 pings per client.
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const errors: number[] = [];
    for (let client = 0; client < 200; client++) {
      const pings = Array.from({ length: 5 }, (_, i) => ping(i * 1_000, random() * 150, random() * 150));
      errors.push(Math.abs((estimateClockOffset(pings)?.offsetMs ?? 0) - OFFSET));
    }
    errors.sort((a, b) => a - b);
    // Any single round trip's p95 error is ~58 ms here; the intersection's stays well under.
    expect(errors[Math.floor(errors.length * 0.95)]).toBeLessThan(40);
  });

  it('raises the lower bound with server times that arrived one way', () => {
    // The ping alone: 5,000 ± 75. An event sent at server time 9,000 arrived 5 ms later.
    const arrival = { serverTime: 9_000, receivedAt: 9_000 - OFFSET + 5 };
    expect(estimateClockOffset([ping(0, 75, 75)], [arrival])).toEqual({ offsetMs: OFFSET + 35, uncertaintyMs: 40 });
  });

  it('ignores an arrival that contradicts the pings', () => {
    const stale = { serverTime: 9_000, receivedAt: 9_000 - OFFSET - 500 };
    expect(estimateClockOffset([ping(0, 10, 10)], [stale])).toEqual({ offsetMs: OFFSET, uncertaintyMs: 10 });
  });

  it('follows the newest pings when the client clock was set between them', () => {
    // Pings before the client's clock jumped 2 s forward say 5,000; the later ones 3,000.
    const before = [ping(0, 10, 10), ping(1_000, 20, 5)];
    const after = [2_000, 3_000].map((t) => ({ ...ping(t, 15, 15), serverTime: t + 15 + 3_000 }));
    expect(estimateClockOffset([...before, ...after])?.offsetMs).toBe(3_000);
  });

  it('answers null without a usable ping', () => {
    expect(estimateClockOffset([])).toBeNull();
    expect(estimateClockOffset([{ sentAt: 10, serverTime: 0, receivedAt: 5 }])).toBeNull();
    expect(estimateClockOffset([], [{ serverTime: 100, receivedAt: 50 }])).toBeNull();
  });
});

describe('ServerClock', () => {
  it('estimates from the latest arrival until a ping answers, then from the pings', () => {
    const clock = new ServerClock();
    expect(clock.offsetMs()).toBeNull();
    clock.addArrival({ serverTime: 5_100, receivedAt: 40 });
    clock.addArrival({ serverTime: 5_200, receivedAt: 150 });
    expect(clock.offsetMs()).toBe(5_050);
    clock.addPing({ sentAt: 200, serverTime: 5_220, receivedAt: 240 });
    // The ping bounds it to 4,980–5,020; the arrivals (≥ 5,060, ≥ 5,050) contradict it.
    expect(clock.offsetMs()).toBe(5_000);
  });

  it('keeps only its last samples', () => {
    const clock = new ServerClock(2);
    // 1,900–2,000, then twice 1,950–2,050: the first, forgotten, would have made it 1,975.
    clock.addPing({ sentAt: 0, serverTime: 2_000, receivedAt: 100 });
    clock.addPing({ sentAt: 100, serverTime: 2_150, receivedAt: 200 });
    clock.addPing({ sentAt: 200, serverTime: 2_250, receivedAt: 300 });
    expect(clock.offsetMs()).toBe(2_000);
  });
});
