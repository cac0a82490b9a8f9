import { type Read, reads } from '../lib/queries/reads.ts';

// The API answers the service worker keeps for offline use: exactly the reads the screens
// declare as kept (each read's `offline` in lib/queries/reads.ts), so the dashboard, a room, a
// session's pages and their results open offline as last seen. Nothing else under /api is kept: not the bell, not a download.

const pathPattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}$`);

const patterns = [
  ...new Set(
    Object.values(reads)
      .map((declare) => (declare as (id: string) => Read)(':id'))
      .filter((read) => read.offline === 'kept')
      .map((read) => read.route.path),
  ),
].map(pathPattern);

/** Whether a same-origin GET of `pathname` is one of the screens' declared reads. */
export function isKeptRead(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}

/** The request that says who is signed in: its answer names the player the caches belong to. */
export const CURRENT_USER_PATH = reads.user().route.path;
