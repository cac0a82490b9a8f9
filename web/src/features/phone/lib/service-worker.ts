import { Workbox } from 'workbox-window';
import { IDENTIFY_MESSAGE } from '../../../sw/messages.ts';
import { linkManifest } from './manifest-link.ts';
import { useUpdateStore } from './update-store.ts';

// The app's side of the service worker (src/sw/sw.ts, built to /sw.js by build/pwa.ts), loaded
// after the first paint (components/service-worker-link.tsx): it stays out of the first load.

/** How often an open app asks whether a new version is deployed (each navigation asks too). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let workbox: Workbox | undefined;

export function registerServiceWorker(): void {
  linkManifest();
  if (workbox || !('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  workbox = wb;
  // A new version waits (docs/rules.md §10, "On a phone"): the player chooses when to reload;
  // the waiting worker then takes over and the page reloads onto the new version.
  const offer = () =>
    useUpdateStore.getState().offer(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  wb.addEventListener('waiting', offer);
  wb.register().then(
    (registration) => {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => {});
      }, UPDATE_CHECK_MS);
    },
    (error: unknown) => console.warn('service worker not registered', error),
  );
  navigator.serviceWorker.addEventListener('controllerchange', () => void identifyPlayer());
}

/** Tells the worker the signed-in player may have changed; it asks the server who it is. */
export async function identifyPlayer(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage({ type: IDENTIFY_MESSAGE });
}
