import * as routes from '@clipclub/protocol/http/routes';

// One player's offline copies, never another's (docs/rules.md §10, "On a phone"). Every kept
// answer and page lives in a cache named after the player the server says is signed in
// (`clipclub-api-<id>`, `clipclub-pages-<id>`); there is only ever one such player on a device:
// a different player signing in, signing out or deleting the account drops them all.

const PREFIX = 'clipclub-';
export type CacheKind = 'api' | 'pages';
const KINDS: readonly CacheKind[] = ['api', 'pages'];

export const playerCacheName = (kind: CacheKind, playerId: string) => `${PREFIX}${kind}-${playerId}`;

const PLAYER_CACHE = new RegExp(`^${PREFIX}(?:${KINDS.join('|')})-(.+)$`);

/** The player whose copies this device holds, from the caches' names; null when none. */
export function playerOfCaches(names: readonly string[]): string | null {
  for (const name of names) {
    const id = name.match(PLAYER_CACHE)?.[1];
    if (id) return id;
  }
  return null;
}

/** Deletes every player's copies, but `keep`'s when given. */
export async function dropPlayerCaches(storage: CacheStorage, keep?: string): Promise<void> {
  const names = await storage.keys();
  await Promise.all(
    names
      .filter((name) => PLAYER_CACHE.test(name) && !(keep && KINDS.some((k) => playerCacheName(k, keep) === name)))
      .map((name) => storage.delete(name)),
  );
}

// Requests that change who is signed in: once one is seen, no copy may outlive it.
const SIGN_IN_OR_OUT = [routes.login, routes.loginCallback, routes.devLogin, routes.logout, routes.deleteAccount].map(
  (route) => `${route.method} ${route.path}`,
);

export function changesWhoIsSignedIn(method: string, pathname: string): boolean {
  return SIGN_IN_OR_OUT.includes(`${method.toUpperCase()} ${pathname}`);
}
