import { create } from 'zustand';

// The zone every deadline is shown in (issue 13): the one the player chose on /settings
// (users.time_zone, read with the current user), else the browser's.

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The zone itself when this browser knows it, else undefined (a zone the server knows but not us). */
export function knownTimeZone(timeZone: string | null | undefined): string | undefined {
  if (!timeZone) return undefined;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

interface TimeZoneState {
  /** The player's chosen zone; null: the browser's. */
  chosen: string | null;
  setChosen: (zone: string | null) => void;
}

export const useTimeZoneStore = create<TimeZoneState>((set) => ({
  chosen: null,
  setChosen: (chosen) => set({ chosen }),
}));

/** The zone deadlines are shown in right now. */
export function useDisplayTimeZone(): string {
  const chosen = useTimeZoneStore((s) => s.chosen);
  return knownTimeZone(chosen) ?? browserTimeZone();
}
