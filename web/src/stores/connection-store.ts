import { LIMITS } from '@clipclub/protocol/http/common';
import { create } from 'zustand';

/**
 * The live connection's state. 'live' means the socket is connected and joined, so screens
 * get changes as events and must not poll; anything else falls back to the spec's 3-second
 * refresh (product-spec §4, decisions.md §8).
 */
export type ConnectionStatus = 'connecting' | 'live' | 'reconnecting';

type ConnectionState = {
  status: ConnectionStatus;
  setStatus: (status: ConnectionStatus) => void;
};

export const useConnectionStore = create<ConnectionState>((set) => ({
  status: 'connecting',
  setStatus: (status) => set({ status }),
}));

/** refetchInterval for a polled query: off while live, the spec's 3 s otherwise. */
export function usePollInterval(enabled = true): number | false {
  const live = useConnectionStore((s) => s.status === 'live');
  return enabled && !live ? LIMITS.pollIntervalMs : false;
}
