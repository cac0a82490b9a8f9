/// <reference lib="webworker" />
// The service worker (docs/rules.md §10, "On a phone"), bundled by vite-plugin-pwa
// (build/pwa.ts), which puts the build's file list where self.__WB_MANIFEST stands.
// - The shell and every built asset are precached: the app opens without a network.
// - Navigations and the screens' reads go to the network first, always: online, the player sees
//   only fresh answers. The last answer is kept for the player the server says is signed in,
//   and used only when the network cannot be reached; a navigation with nothing kept gets the shell.
// - A new version waits until the player chooses 'Update available — reload'.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type RouteHandlerCallbackOptions, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { CURRENT_USER_PATH, isKeptRead } from './kept-reads.ts';
import { IDENTIFY_MESSAGE, SKIP_WAITING_MESSAGE } from './messages.ts';
import {
  type CacheKind,
  changesWhoIsSignedIn,
  dropPlayerCaches,
  playerCacheName,
  playerOfCaches,
} from './player-caches.ts';
import { notificationOf, safeAppPath } from './push-payload.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

const SHELL = '/index.html';

// '/' is a page of its own (the landing or My Rooms), never the precached shell.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();
clientsClaim();

// The player whose copies are kept; read back from the caches' names when the worker restarts.
let player: Promise<string | null> = caches.keys().then(playerOfCaches);

/** Changes of player, one after another, so a late one never undoes a newer one. */
function nextPlayer(change: (current: string | null) => Promise<string | null>): Promise<string | null> {
  player = player.catch(() => null).then(change);
  return player;
}

/** Asks the server who is signed in; keeps that player's copies only. Offline: no change. */
async function identify(current: string | null): Promise<string | null> {
  let answer: Response;
  try {
    answer = await fetch(CURRENT_USER_PATH, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch {
    return current;
  }
  if (answer.status === 401) {
    await dropPlayerCaches(caches);
    return null;
  }
  if (!answer.ok) return current;
  const { id } = (await answer.clone().json()) as { id?: unknown };
  if (typeof id !== 'string' || !id) return current;
  await dropPlayerCaches(caches, id);
  await (await caches.open(playerCacheName('api', id))).put(CURRENT_USER_PATH, answer);
  await caches.open(playerCacheName('pages', id));
  return id;
}

const forgetPlayer = () =>
  nextPlayer(async () => {
    await dropPlayerCaches(caches);
    return null;
  });

// Only a whole, first-hand 200 is kept (not a redirect, an error or an opaque answer).
const keepOnlyPlain: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.redirected ? null : response),
};
// A page with neither the network nor a copy gets the shell, which draws it from the kept reads
// (app/page-start.ts asks them as it would online).
const shellIfUnreachable: WorkboxPlugin = {
  handlerDidError: async () => (await matchPrecache(SHELL)) ?? Response.error(),
};
const strategies = new Map<string, NetworkFirst>();
function networkFirst(kind: CacheKind, id: string): NetworkFirst {
  const name = playerCacheName(kind, id);
  let strategy = strategies.get(name);
  if (!strategy) {
    strategy = new NetworkFirst({
      cacheName: name,
      // The player's cache is theirs alone, so the server's `Vary: Cookie` need not be matched.
      matchOptions: { ignoreVary: true },
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        keepOnlyPlain,
        new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 }),
        ...(kind === 'pages' ? [shellIfUnreachable] : []),
      ],
    });
    strategies.set(name, strategy);
  }
  return strategy;
}

async function networkOnly(request: Request): Promise<Response> {
  return fetch(request);
}

// The screens' reads: network first for the signed-in player; nobody known, the network only.
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && isKeptRead(url.pathname),
  async (options: RouteHandlerCallbackOptions) => {
    const id = await player;
    return id ? networkFirst('api', id).handle(options) : networkOnly(options.request);
  },
);

// Signing in or out, or deleting the account: every kept copy goes before the request does.
for (const method of ['GET', 'POST', 'DELETE'] as const) {
  registerRoute(
    ({ url, request, sameOrigin }) => sameOrigin && changesWhoIsSignedIn(request.method, url.pathname),
    async ({ request }) => {
      await forgetPlayer();
      return fetch(request);
    },
    method,
  );
}

// Pages: the network's answer, else the player's last copy of that page, else the shell.
registerRoute(
  new NavigationRoute(
    async (options: RouteHandlerCallbackOptions) => {
      const id = await player;
      if (id) return networkFirst('pages', id).handle(options);
      try {
        return await networkOnly(options.request);
      } catch {
        return (await matchPrecache(SHELL)) ?? Response.error();
      }
    },
    { denylist: [/^\/api(\/|$)/, /^\/socket\.io(\/|$)/] },
  ),
);
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
  if (type === IDENTIFY_MESSAGE) event.waitUntil(nextPlayer(identify));
});

// A new version: copies drawn by the old one may name assets it no longer has, so they go; then
// the worker asks again who is signed in. A first install can be told to identify (the page's
// message) before it activates: without asking again, the copies made then would be dropped
// here and nothing kept until the next full page load.
self.addEventListener('activate', (event) =>
  event.waitUntil(
    nextPlayer(async () => {
      await dropPlayerCaches(caches);
      return identify(null);
    }),
  ),
);

// Web Push (docs/rules.md "Push"): the payload's title and body as they are (the server keeps
// them spoiler-free), its path opened on a tap.
self.addEventListener('push', (event) => {
  const shown = notificationOf(event.data?.text() ?? '');
  if (!shown) return;
  event.waitUntil(
    self.registration.showNotification(shown.title, {
      body: shown.body,
      tag: shown.kind,
      icon: '/icons/icon-192.png',
      badge: '/icons/maskable-192.png',
      data: { url: shown.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = safeAppPath((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(path);
        return;
      }
      await self.clients.openWindow(path);
    })(),
  );
});
