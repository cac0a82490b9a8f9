import { describe, expect, it } from 'vitest';
import { isKeptRead } from './kept-reads.ts';
import { changesWhoIsSignedIn, dropPlayerCaches, playerCacheName, playerOfCaches } from './player-caches.ts';

/** CacheStorage's names and delete, in memory. */
function storage(names: string[]) {
  const held = new Set(names);
  return {
    held,
    keys: async () => [...held],
    delete: async (name: string) => held.delete(name),
  } as unknown as CacheStorage & { held: Set<string> };
}

describe("a player's offline copies", () => {
  it('are named after the player and found again from the names', () => {
    expect(playerCacheName('api', 'u1')).toBe('clipclub-api-u1');
    expect(playerOfCaches(['workbox-precache-v2-x', 'clipclub-pages-u1', 'clipclub-api-u1'])).toBe('u1');
    expect(playerOfCaches(['workbox-precache-v2-x'])).toBeNull();
  });

  it("drop every other player's copies and never the precache", async () => {
    const caches = storage(['workbox-precache-v2-x', 'clipclub-api-u1', 'clipclub-pages-u1', 'clipclub-api-u2']);
    await dropPlayerCaches(caches, 'u2');
    expect([...caches.held].sort()).toEqual(['clipclub-api-u2', 'workbox-precache-v2-x']);
    await dropPlayerCaches(caches);
    expect([...caches.held]).toEqual(['workbox-precache-v2-x']);
  });

  it('are dropped by signing in, signing out and deleting the account', () => {
    expect(changesWhoIsSignedIn('POST', '/api/logout')).toBe(true);
    expect(changesWhoIsSignedIn('post', '/api/dev/login')).toBe(true);
    expect(changesWhoIsSignedIn('GET', '/api/login')).toBe(true);
    expect(changesWhoIsSignedIn('GET', '/api/callback')).toBe(true);
    expect(changesWhoIsSignedIn('DELETE', '/api/account')).toBe(true);
    // The sign-out page alone signs nobody out (a cross-site link must not).
    expect(changesWhoIsSignedIn('GET', '/api/logout')).toBe(false);
    expect(changesWhoIsSignedIn('GET', '/api/rooms')).toBe(false);
  });

  it("keep the screens' reads only", () => {
    expect(isKeptRead('/api/rooms')).toBe(true);
    expect(isKeptRead('/api/rooms/r1')).toBe(true);
    expect(isKeptRead('/api/rooms/r1/sessions')).toBe(true);
    expect(isKeptRead('/api/sessions/s1/results')).toBe(true);
    expect(isKeptRead('/api/auth/user')).toBe(true);
    expect(isKeptRead('/api/account/data')).toBe(false);
    expect(isKeptRead('/api/push/public-key')).toBe(false);
    expect(isKeptRead('/api/invites/abc123')).toBe(false);
    expect(isKeptRead('/api/rooms/r1/x/y')).toBe(false);
  });
});
