// Pure watch-party sync math, shared by the web player, the tests and the benchmark.
// Positions are computed from the state and the server clock, never just relayed.

export type PlaybackState = {
  status: 'paused' | 'playing' | 'ended';
  positionSec: number;
  /** server epoch ms at which positionSec held */
  updatedAt: number;
  rate: number;
};

/** The host's position at a given server time; clamped to the video's duration when known. */
export function positionAt(state: PlaybackState, serverNowMs: number, durationSec: number | null = null): number {
  const elapsed = state.status === 'playing' ? Math.max(0, serverNowMs - state.updatedAt) / 1000 : 0;
  const position = state.positionSec + elapsed * state.rate;
  return durationSec === null ? position : Math.min(position, durationSec);
}

/** Syncplay's thresholds: under half a second nothing; up to a second nudge the rate; else seek. */
export const SYNC_TOLERANCE_SEC = 0.5;
export const SEEK_THRESHOLD_SEC = 1;
export const SLOW_RATE = 0.95;
export const FAST_RATE = 1.05;

export type DriftCorrection =
  | { kind: 'none'; rate: number }
  | { kind: 'rate'; rate: number }
  | { kind: 'seek'; positionSec: number; rate: number };

/**
 * What a follower should do given its own position and the host's. Drift = local − host:
 * ahead plays slower, behind plays faster, more than a second either way seeks.
 */
export function correctDrift(localSec: number, hostSec: number, hostRate = 1): DriftCorrection {
  const drift = localSec - hostSec;
  if (Math.abs(drift) > SEEK_THRESHOLD_SEC) return { kind: 'seek', positionSec: hostSec, rate: hostRate };
  if (Math.abs(drift) <= SYNC_TOLERANCE_SEC) return { kind: 'none', rate: hostRate };
  return { kind: 'rate', rate: hostRate * (drift > 0 ? SLOW_RATE : FAST_RATE) };
}

export type PingSample = { sentAt: number; serverTime: number; receivedAt: number };
/** A server time that travelled one way, server → client (an event's or an answer's `serverNow`). */
export type ArrivalSample = { serverTime: number; receivedAt: number };

/** Pings per measurement of the clock (the web player's and the benchmark's). */
export const CLOCK_PINGS = 5;

/**
 * The client's offset to the server clock (server − client, ms). The server read its clock
 * after the ping left and before the answer came back, so each ping bounds the offset on both
 * sides: serverTime − receivedAt ≤ offset ≤ serverTime − sentAt; a server time that arrived one
 * way bounds it from below. The bounds are intersected and the middle taken: the fastest trip
 * up and the fastest trip down each narrow it, even when they belong to different round trips
 * (where keeping the single shortest round trip, NTP's filter, uses one of them only). What no
 * round trip can see is a delay that is always longer one way than the other: half of that
 * difference stays in the estimate.
 *
 * Samples are oldest first. The newest ping counts first; an older ping whose bounds do not meet
 * those of the newer ones (the client's clock was set, or drifted) ends the intersection there,
 * and an arrival that would leave no interval is ignored. `uncertaintyMs` is half the interval.
 */
export function estimateClockOffset(
  pings: readonly PingSample[],
  arrivals: readonly ArrivalSample[] = [],
): { offsetMs: number; uncertaintyMs: number } | null {
  let low = Number.NEGATIVE_INFINITY;
  let high = Number.POSITIVE_INFINITY;
  for (let i = pings.length - 1; i >= 0; i--) {
    const { sentAt, serverTime, receivedAt } = pings[i] as PingSample;
    if (receivedAt < sentAt) continue;
    const pingLow = serverTime - receivedAt;
    const pingHigh = serverTime - sentAt;
    if (pingLow > high || pingHigh < low) break;
    low = Math.max(low, pingLow);
    high = Math.min(high, pingHigh);
  }
  if (high === Number.POSITIVE_INFINITY) return null;
  for (const { serverTime, receivedAt } of arrivals) {
    const arrivalLow = serverTime - receivedAt;
    if (arrivalLow <= high) low = Math.max(low, arrivalLow);
  }
  return { offsetMs: (low + high) / 2, uncertaintyMs: (high - low) / 2 };
}

/**
 * What a client knows of the server clock: its last pings and the server times that reached it
 * (events, answers), kept a few at a time so the estimate follows a clock that drifts or is set.
 */
export class ServerClock {
  readonly #pings: PingSample[] = [];
  readonly #arrivals: ArrivalSample[] = [];
  constructor(private readonly keep = 16) {}

  addPing(sample: PingSample) {
    this.#pings.push(sample);
    if (this.#pings.length > this.keep) this.#pings.shift();
  }

  addArrival(sample: ArrivalSample) {
    this.#arrivals.push(sample);
    if (this.#arrivals.length > this.keep) this.#arrivals.shift();
  }

  /**
   * server − client, ms; null before any sample. Without a ping only the latest arrival counts,
   * taken as if it had travelled instantly (its lower bound): late by that arrival's travel time.
   */
  offsetMs(): number | null {
    const estimate = estimateClockOffset(this.#pings, this.#arrivals);
    if (estimate) return estimate.offsetMs;
    const last = this.#arrivals.at(-1);
    return last ? last.serverTime - last.receivedAt : null;
  }
}
