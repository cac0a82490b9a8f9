import { estimateClockOffset, type PingSample } from '@clipclub/protocol/watch-sync';
import type { LiveSocket } from '../../../lib/socket.ts';

const PINGS = 5;

/**
 * The offset to the server clock (server − this tab, ms), best of several socket round trips.
 * Without the socket, the poll's `serverNow` gives a rougher estimate (see useWatchParty).
 */
export async function measureClockOffset(socket: LiveSocket): Promise<number | null> {
  const samples: PingSample[] = [];
  for (let i = 0; i < PINGS; i++) {
    const sentAt = Date.now();
    try {
      const answer = await socket.timeout(2_000).emitWithAck('clock:ping');
      if (answer.ok) samples.push({ sentAt, serverTime: answer.data.serverTime, receivedAt: Date.now() });
    } catch {
      // A lost ping only leaves fewer samples.
    }
  }
  return estimateClockOffset(samples)?.offsetMs ?? null;
}
