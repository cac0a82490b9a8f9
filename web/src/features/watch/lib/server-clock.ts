import { CLOCK_PINGS, type ServerClock } from '@clipclub/protocol/watch-sync';
import type { LiveSocket } from '../../../lib/socket.ts';

/**
 * Pings the server over the socket a few times, one after another, adding each round trip to
 * the clock's samples (the estimate intersects them with what it already had: see ServerClock).
 */
export async function measureClock(socket: LiveSocket, clock: ServerClock): Promise<void> {
  for (let i = 0; i < CLOCK_PINGS; i++) {
    const sentAt = Date.now();
    try {
      const answer = await socket.timeout(2_000).emitWithAck('clock:ping');
      if (answer.ok) clock.addPing({ sentAt, serverTime: answer.data.serverTime, receivedAt: Date.now() });
    } catch {
      // A lost ping only leaves fewer samples.
    }
  }
}
