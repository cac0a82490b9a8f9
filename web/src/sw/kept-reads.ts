import { reads } from '../lib/queries/reads.ts';

// The API answers the service worker keeps for offline use: exactly the reads the screens
// declare (lib/queries/reads.ts), so the dashboard, a room, a session's pages and their results
// open offline as last seen. Nothing else under /api is kept: not the bell, not a download.

const pathPattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}$`);

// Declared reads that are not a page a player reopens offline: turning push on needs a
// connection anyway, and an invite's preview is for someone not signed in (no player's cache).
const NOT_KEPT: ReadonlySet<keyof typeof reads> = new Set(['pushPublicKey', 'invitePreview']);

const patterns = [
  ...new Set(
    Object.entries(reads)
      .filter(([name]) => !NOT_KEPT.has(name as keyof typeof reads))
      .map(([, read]) => (read as (id: string) => { route: { path: string } })(':id').route.path),
  ),
].map(pathPattern);

/** Whether a same-origin GET of `pathname` is one of the screens' declared reads. */
export function isKeptRead(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}

/** The request that says who is signed in: its answer names the player the caches belong to. */
export const CURRENT_USER_PATH = reads.user().route.path;
