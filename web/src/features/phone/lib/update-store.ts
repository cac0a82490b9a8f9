import { create } from 'zustand';

type UpdateState = {
  /** Set when a new version's service worker waits: activates it and reloads the page. */
  reload: (() => void) | null;
  dismissed: boolean;
  offer: (reload: () => void) => void;
  dismiss: () => void;
};

/** A deployed new version, waiting for the player's 'Update available — reload'. */
export const useUpdateStore = create<UpdateState>((set) => ({
  reload: null,
  dismissed: false,
  offer: (reload) => set({ reload, dismissed: false }),
  dismiss: () => set({ dismissed: true }),
}));
