import { startTransition, useEffect, useState } from 'react';
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

// A page's first use of Intl loads the browser's ICU data: 20–56 ms on this project's 2-core
// machine, 70 ms with a phone's 4× slower CPU, whatever is asked. Done inside the render that
// follows hydration it lengthened that task by as much (the settings page's worst); so it is done
// first, in a task of its own, and what needs a zone is drawn once it is (a moment later).
let intlLoaded = false;
let loading: Promise<void> | undefined;

function loadIntl(): Promise<void> {
  loading ??= new Promise<void>((resolve) =>
    setTimeout(() => {
      browserTimeZone();
      intlLoaded = true;
      resolve();
    }, 0),
  );
  return loading;
}

/** Whether Intl has its data yet; the first call starts loading it, then re-renders (a transition). */
function useIntlLoaded(): boolean {
  const [loaded, setLoaded] = useState(intlLoaded);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    void loadIntl().then(() => {
      if (live) startTransition(() => setLoaded(true));
    });
    return () => {
      live = false;
    };
  }, [loaded]);
  return loaded;
}

/**
 * The zone deadlines are shown in right now; undefined while the app hydrates HTML drawn on the
 * server, which knows neither the browser's zone nor its language: text that depends on them
 * (a deadline's date and time) is left out of that HTML and drawn just after (docs/rules.md §10),
 * once Intl has its data (useIntlLoaded).
 */
export function useDisplayTimeZone(): string | undefined {
  const chosen = useTimeZoneStore((s) => s.chosen);
  const hydrated = useHydrated();
  const intl = useIntlLoaded();
  if (!hydrated || !intl) return undefined;
  return knownTimeZone(chosen) ?? browserTimeZone();
}
