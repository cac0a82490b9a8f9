import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

// Signed-in pages drawn on the server: the web build's server bundle
// (web/build/server-bundle.ts → web/dist/server/) renders the page with the same app as the
// browser, from this API's answers to the requesting player, read through app.inject with the
// request's own cookie: authorisation, anonymity and serialisation are exactly what that
// player's browser would get, and the page carries nothing more.

/** What web/src/app/server-render.tsx exports. */
export type PageRenderer = {
  renderPage(url: string, read: (path: string) => Promise<Response>, signal?: AbortSignal): Promise<string | undefined>;
};

export const SERVER_BUNDLE = 'server/server-render.js';

/**
 * The bundle, imported on the first page that needs it, not at start-up: it holds React, the
 * router, Mantine and every screen, which an idle server (or one serving only the API) need not.
 */
export function lazyRenderer(webRoot: string): () => Promise<PageRenderer> {
  let loading: Promise<PageRenderer> | undefined;
  return () => {
    loading ??= import(pathToFileURL(resolve(webRoot, SERVER_BUNDLE)).href) as Promise<PageRenderer>;
    return loading;
  };
}

/** One GET of the API as the requesting browser would make it, answered in-process. */
function readAs(app: FastifyInstance, request: FastifyRequest) {
  return async (path: string): Promise<Response> => {
    const answer = await app.inject({
      method: 'GET',
      url: path,
      remoteAddress: request.ip,
      headers: {
        accept: 'application/json',
        'accept-encoding': 'identity',
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
      },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}

/**
 * The signed-in page for `request` as HTML, or undefined for the plain shell: nobody signed in,
 * a screen the server does not draw, or drawing failed or took longer than the budget (`RENDER_BUDGET_MS`)
 * (logged; the player never sees an error for it, the app just draws the page itself).
 */
export async function renderSignedInPage(
  app: FastifyInstance,
  request: FastifyRequest,
  renderer: () => Promise<PageRenderer>,
): Promise<string | undefined> {
  const abort = new AbortController();
  const budgetMs = app.config.renderBudgetMs;
  let timer: NodeJS.Timeout | undefined;
  try {
    // Loading the bundle (once) is not drawing: the budget starts after it.
    const { renderPage } = await renderer();
    const started = performance.now();
    const tooSlow = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        abort.abort();
        reject(new Error(`page render took over ${budgetMs} ms`));
      }, budgetMs);
    });
    const render = renderPage(request.url, readAs(app, request), abort.signal);
    render.catch(() => {}); // after a timeout nobody waits for it; its failure is not unhandled
    const html = await Promise.race([render, tooSlow]);
    request.log.debug({ ms: Math.round(performance.now() - started) }, 'page drawn on the server');
    return html;
  } catch (error) {
    request.log.warn({ err: error }, 'server render failed; sending the plain page');
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
