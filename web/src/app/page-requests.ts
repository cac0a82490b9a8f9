// What a page needs before it can paint, by its URL alone. Import-free on purpose: the build
// inlines this file into index.html (web/build/shell-prefetch.ts), so these requests start while
// the HTML is parsed, beside the app's code instead of after it; app/prefetch.ts then takes the
// answers into the query cache (lib/api-client.ts `takeShellResponse`).

/** The screen's chunk (a file name in app/routes/ without .tsx), for product-spec §2's routes. */
export function pageRoute(pathname: string): string {
  const [, page = '', id, tail] = pathname.split('/');
  if (!page) return 'home';
  if (page === 'dashboard' && !id) return 'dashboard';
  if (page === 'session' && id && tail === 'watch') return 'watch';
  if (['room', 'vote', 'results', 'submit', 'join'].includes(page) && id) return page;
  return 'not-found';
}

/**
 * The screens the server draws for a signed-in player (app/server-render.tsx, api/src/lib/
 * web-app.ts): their HTML arrives with the page's data in it and the app hydrates it. The others
 * (watch party, join, profile, settings, 404) are drawn by the app over the shell, as before.
 */
const SERVER_RENDERED = ['home', 'dashboard', 'room', 'vote', 'results', 'submit'];

export function rendersOnServer(pathname: string): boolean {
  return SERVER_RENDERED.includes(pageRoute(pathname));
}

/** The page's id as the API paths spell it; undefined if the URL's escapes are malformed. */
export function pageId(pathname: string): string | undefined {
  try {
    return encodeURIComponent(decodeURIComponent(pathname.split('/')[2] ?? ''));
  } catch {
    return undefined;
  }
}

/** The API reads (GET paths) the page's first paint waits on. */
export function pageRequests(pathname: string, search: string): string[] {
  const urls = ['/api/auth/user'];
  const route = pageRoute(pathname);
  const id = pageId(pathname);
  if (id === undefined) return urls;
  if (route === 'dashboard') urls.push('/api/rooms');
  if (route === 'room') {
    urls.push(`/api/rooms/${id}`, `/api/rooms/${id}/sessions`, `/api/rooms/${id}/members`);
    if (new URLSearchParams(search).get('tab') === 'leaderboard') urls.push(`/api/leaderboard/room/${id}`);
  }
  if (route === 'vote' || route === 'results' || route === 'submit') urls.push(`/api/sessions/${id}`);
  // The ballot: a vote link is followed while voting is open (if not, these answer an error
  // that the screen never reads: it asks again only once voting opens).
  if (route === 'vote') {
    urls.push(`/api/sessions/${id}/submissions`, `/api/sessions/${id}/vote-allocation`, `/api/sessions/${id}/votes`);
  }
  return urls;
}

/** The key of the app's own code (React, router, layout) in startPage's map: every page loads it. */
export const BOOT_CHUNKS = '*';

/** How many preload links a drawn page adds per task (a slow phone spends ~4 ms on each). */
const PRELOADS_PER_TASK = 6;

/** Set on <html> by a page that arrives drawn, with its data (app/page-html.ts). */
export const DRAWN_ATTRIBUTE = 'data-drawn';

/**
 * Runs in index.html: starts the page's reads and fetches its screen's code and CSS (`chunks`).
 * A page drawn on the server (or the prerendered landing) carries its data and paints without
 * the code: only the code loads, and after the first paint, so on a slow link it does not
 * share the bandwidth with the stylesheets that paint waits on.
 */
export function startPage(chunks: Record<string, string[]>): void {
  const { pathname, search } = window.location;
  const started: Record<string, Promise<Response>> = {};
  const drawn = document.documentElement.hasAttribute(DRAWN_ATTRIBUTE);
  for (const url of drawn ? [] : pageRequests(pathname, search)) {
    started[url] = fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
    started[url].catch(() => {}); // an unused failure is not an unhandled rejection
  }
  (window as { __shellResponses?: typeof started }).__shellResponses = started;
  const files = [...(chunks[BOOT_CHUNKS] ?? []), ...(chunks[pageRoute(pathname)] ?? [])];
  const preload = (from: number, count: number) => {
    for (const href of files.slice(from, from + count)) {
      const link = document.createElement('link');
      const css = href.endsWith('.css');
      link.rel = css ? 'preload' : 'modulepreload';
      if (css) link.as = 'style';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
    // Each link costs the main thread: after the first paint, a few per task, so none is long.
    if (from + count < files.length) setTimeout(() => preload(from + count, count), 0);
  };
  if (drawn) requestAnimationFrame(() => setTimeout(() => preload(0, PRELOADS_PER_TASK), 0));
  else preload(0, files.length);
}
