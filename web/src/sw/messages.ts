// What the page says to the service worker (src/sw/sw.ts); import-light, shared by both sides.

/** Sent by workbox-window's messageSkipWaiting when the player accepts 'Update available — reload'. */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';

/**
 * Sent whenever the app's signed-in player may have changed (a sign-in, a sign-out, a first
 * load): the worker then asks the server who is signed in, and keeps that player's copies only.
 * It carries no id: the worker believes the server, not the page.
 */
export const IDENTIFY_MESSAGE = 'clipclub:identify';
