import { LIMITS } from '@clipclub/protocol/constants';
import { create } from 'zustand';

/**
 * The live connection's state for the room on screen (set by features/realtime):
 * - 'idle': no room screen is open, or the server would not let the socket join it;
 * - 'connecting': a room screen opened and its socket is connecting or joining;
 * - 'live': the socket is connected AND the server acknowledged the room join, so changes
 *   arrive as events and screens must not poll;
 * - 'reconnecting': the socket was lost or could not connect; socket.io keeps retrying.
 * Anything but 'live' falls back to the 3-second refresh (docs/rules.md §8 and §10).
 */
export type ConnectionStatus = 'idle' | 'connecting' | 'live' | 'reconnecting';

type ConnectionState = {
  status: ConnectionStatus;
  setStatus: (status: ConnectionStatus) => void;
};

export const useConnectionStore = create<ConnectionState>((set) => ({
  status: 'idle',
  setStatus: (status) => set({ status }),
}));

/** refetchInterval for a polled query: off while live, 3 s otherwise. */
export function usePollInterval(enabled = true): number | false {
  const live = useConnectionStore((s) => s.status === 'live');
  return enabled && !live ? LIMITS.pollIntervalMs : false;
}
