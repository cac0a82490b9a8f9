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

/**
 * The client's offset to the server clock (server − client, ms) from ping round trips: the
 * sample with the shortest round trip is the one least bent by queueing, and the server's reply
 * is assumed to sit halfway through it (NTP's estimate).
 */
export function estimateClockOffset(samples: readonly PingSample[]): { offsetMs: number; rttMs: number } | null {
  let best: PingSample | undefined;
  for (const s of samples) {
    if (s.receivedAt < s.sentAt) continue;
    if (!best || s.receivedAt - s.sentAt < best.receivedAt - best.sentAt) best = s;
  }
  if (!best) return null;
  const rttMs = best.receivedAt - best.sentAt;
  return { offsetMs: best.serverTime - (best.sentAt + rttMs / 2), rttMs };
}
