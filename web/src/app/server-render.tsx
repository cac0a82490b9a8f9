// The server bundle's entry (built by build/server-bundle.ts into dist/server/, imported by the
// API on its first page render: api/src/lib/server-render.ts). It draws a signed-in player's
// page with the same app, routes and query layer as the browser, from the API's answers to that
// player, and the landing at build time. Only the pages app/pages.ts marks `drawn` are drawn,
// with the data it declares for them.

import type { QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';
import { DrawnLazies } from '../lib/preloadable-lazy.tsx';
import { queryKeys } from '../lib/queries/keys.ts';
import { reads as allReads, readUrl } from '../lib/queries/reads.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { App } from './app.tsx';
import { SIGNED_IN_STYLES } from './boot-chunks.ts';
import { pageHtml, scriptJson } from './page-html.ts';
import { BOOT_CHUNKS } from './page-start.ts';
import { holdNotFound, pageState } from './page-state.ts';
import { matchPage, type Page, pageReads, pages } from './pages.ts';
import { prefetchForPage } from './prefetch.ts';
import { routes } from './router.tsx';

// Written by the build: the built index.html, and each screen's stylesheets.
declare const __PAGE_TEMPLATE__: string;
declare const __SCREEN_STYLES__: Record<string, string[]>;

/** One API read as the requesting browser would make it (the API answers it with that request's cookie). */
export type ReadApi = (path: string) => Promise<Response>;

/**
 * The page at `url` drawn for the player whose reads `read` makes, or undefined when nobody is
 * signed in (the plain shell then, as before). Throws if drawing fails or `signal` aborts it.
 */
export async function renderPage(url: string, read: ReadApi, signal?: AbortSignal): Promise<string | undefined> {
  const drawn = await drawPage(url, read, signal);
  return drawn && pageHtml(__PAGE_TEMPLATE__, { ...drawn, styles: stylesOf(url, true, drawn.lazies) });
}

/** The landing ('/') as a signed-out visitor sees it: nobody is signed in. */
export async function renderLanding(): Promise<string> {
  const client = createQueryClient();
  client.setQueryData(queryKeys.user, null);
  return pageHtml(__PAGE_TEMPLATE__, { ...(await drawRoot(client, '/')), styles: stylesOf('/', false) });
}

/** What #root holds for the page at `url`, and the state it was drawn from (see renderPage). */
export async function drawPage(url: string, read: ReadApi, signal?: AbortSignal) {
  const { pathname, search } = new URL(url, 'http://page');
  const match = matchPage(pathname);
  const page: Page = pages[match.name];
  if (!page.drawn) return undefined;
  // The page's reads all start at once, as index.html starts them in the browser; the prefetch
  // then takes each answer through the screens' own fetchers, by the same list (app/pages.ts).
  const answers = new Map<string, Promise<Response>>();
  const polled = new Set<string>();
  const readOnce = (path: string) => {
    const answer = answers.get(path) ?? read(path);
    answers.set(path, answer);
    return answer;
  };
  for (const r of pageReads(match, search)) readOnce(readUrl(r));
  if ((await answers.get(readUrl(allReads.user())))?.status === 401) return undefined;
  const client = createQueryClient();
  await prefetchForPage(client, pathname, search, (r) => {
    // The room's answers (the routes the app polls) carry the room's ETag for the player.
    if (r.route.polled) polled.add(readUrl(r));
    return readOnce(readUrl(r));
  });
  const tag = await roomTagOf([...polled].map((path) => answers.get(path)));
  return drawRoot(client, `${pathname}${search}`, signal, tag);
}

/**
 * The ETag all the page's room answers carried, if they carried one and the same (a write
 * between two reads gives two): the data was read under that room version, so the browser's
 * socket, told on joining that the room is still at it, need not read it again.
 */
async function roomTagOf(roomReads: (Promise<Response> | undefined)[]): Promise<string | undefined> {
  const tags = await Promise.all(
    roomReads.map(async (answer) => (await answer?.catch(() => undefined))?.headers.get('etag')),
  );
  const [first] = tags;
  return first && tags.every((tag) => tag === first) ? first : undefined;
}

async function drawRoot(client: QueryClient, url: string, signal?: AbortSignal, tag?: string) {
  holdNotFound(client, true);
  const drawnAt = Date.now();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const lazies = new Set<string>();
  const errors: unknown[] = [];
  const app = (
    <DrawnLazies value={lazies}>
      <App client={client} router={router} drawnAt={drawnAt} />
    </DrawnLazies>
  );
  // Lazy parts suspend the render until their code is in: prerender waits for them.
  const { prelude } = await prerender(app, {
    signal,
    // One piece of plain HTML: a bigger Suspense boundary would otherwise come out of line,
    // with an inline script to put it in place (which the page's CSP rightly refuses).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A part that failed would be left for the browser to draw: the whole page falls back instead.
    onError: (error) => void errors.push(error),
  });
  const markup = await new Response(prelude).text();
  if (signal?.aborted) throw new Error('page render aborted');
  if (errors.length > 0) throw errors[0];
  return { markup, lazies: [...lazies], state: scriptJson(pageState(client, drawnAt, lazies, tag)) };
}

/**
 * The app's stylesheets and the screen's, so the drawn page paints styled. A signed-in player's
 * page also links the signed-in screens' sheet (src/signed-in-styles.ts) whatever the screen:
 * My Rooms on '/' and the user menu in the header are lazy parts, outside any screen's chunk.
 * It comes right after the entry's stylesheet (index.html's link, which holds the app's frame
 * too), where its rules were before they were split off: before the screen's own sheet, which may
 * restyle them. The build merges what screens share into it (build/css-groups.ts), so a drawn
 * page links three sheets, and the own sheet of each lazy part it drew (`lazies`: a ranked
 * ballot's panel, My Rooms), last, as Vite's loader would add it with the part's code: the
 * drawn part must not wait for that code to look like itself.
 */
function stylesOf(url: string, signedIn: boolean, lazies: readonly string[] = []): string[] {
  const screen = matchPage(new URL(url, 'http://page').pathname).name;
  const sheets = [
    ...(signedIn ? (__SCREEN_STYLES__[SIGNED_IN_STYLES] ?? []) : []),
    ...(__SCREEN_STYLES__[BOOT_CHUNKS] ?? []),
    ...(__SCREEN_STYLES__[screen] ?? []),
    ...lazies.flatMap((part) => __SCREEN_STYLES__[part] ?? []),
  ];
  return [...new Set(sheets)];
}
