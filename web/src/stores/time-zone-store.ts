import { create } from 'zustand';
import { useHydrated } from '../lib/use-hydrated.tsx';

// The zone every deadline is shown in: the one the player chose on /settings
// (users.time_zone, read with the current user), else the browser's.

// Building an Intl.DateTimeFormat costs ~30 ms on a slow phone, and every deadline and bell
// render asks: each answer is worked out once per page load.
let browserZone: string | undefined;
const knownZones = new Map<string, string | undefined>();

export function browserTimeZone(): string {
  browserZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  return browserZone;
}

/** The zone itself when this browser knows it, else undefined (a zone the server knows but not us). */
export function knownTimeZone(timeZone: string | null | undefined): string | undefined {
  if (!timeZone) return undefined;
  if (!knownZones.has(timeZone)) knownZones.set(timeZone, checkTimeZone(timeZone));
  return knownZones.get(timeZone);
}

function checkTimeZone(timeZone: string): string | undefined {
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

/**
 * The zone deadlines are shown in right now; undefined while the app hydrates HTML drawn on the
 * server, which knows neither the browser's zone nor its language: text that depends on them
 * (a deadline's date and time) is left out of that HTML and drawn just after (docs/rules.md §10).
 */
export function useDisplayTimeZone(): string | undefined {
  const chosen = useTimeZoneStore((s) => s.chosen);
  const hydrated = useHydrated();
  if (!hydrated) return undefined;
  return knownTimeZone(chosen) ?? browserTimeZone();
}
