import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PREFIX } from '@clipclub/protocol';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LOGIN_COOKIE } from '../features/auth/login-session.ts';
import { lazyRenderer, renderSignedInPage } from './server-render.ts';

// This file runs from api/src/lib (tsx, tests) or bundled into api/dist/server.js (npm start).
const HERE = dirname(fileURLToPath(import.meta.url));
const DEFAULT_DIST = resolve(HERE, HERE.endsWith(`api${sep}dist`) ? '../../web/dist' : '../../../web/dist');

export function webDistDir(config: { webDistDir: string | undefined }): string {
  return config.webDistDir ?? DEFAULT_DIST;
}

/** The CSP hashes of index.html's inline scripts, from the build's build.json; none without a build. */
export function inlineScriptHashes(root: string): string[] {
  try {
    const info = JSON.parse(readFileSync(resolve(root, 'build.json'), 'utf8')) as { scriptHashes?: unknown };
    return Array.isArray(info.scriptHashes) ? info.scriptHashes.filter((h) => typeof h === 'string') : [];
  } catch {
    return [];
  }
}

const LANDING = 'landing.html';
// The server bundle (lib/server-render.ts): read by this process, never sent.
const SERVER_FILES = /^\/server(\/|$)/;

// Serves the built web app; any non-/api GET that is not a file gets index.html so the
// client router can draw the page (including its own 404 page).
export const webApp = fp(async (app: FastifyInstance) => {
  const root = webDistDir(app.config);
  if (!existsSync(resolve(root, 'index.html'))) {
    app.log.warn({ root }, 'web app not built; serving the API only');
    return;
  }
  const assetsDir = resolve(root, 'assets') + sep;
  const hasLanding = existsSync(resolve(root, LANDING));
  const renderer = lazyRenderer(root);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies of text assets (web/build/precompress.ts).
    preCompressed: true,
    // The build names assets by content hash, so they never change; anything else (index.html,
    // favicon) is revalidated so a deploy shows at once. Set here because the plugin serves
    // each built file from its own route and would overwrite a header set by a handler.
    cacheControl: false,
    allowedPath: (path) => !SERVER_FILES.test(path),
    setHeaders: (reply, path) =>
      reply.header('cache-control', path.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache'),
  });
  app.get('/assets/*', { config: { rateLimit: false } }, (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    return reply.sendFile(`assets/${path}`);
  });
  app.get('/*', async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // Anything under the API's prefix (or the bare prefix) that no route took.
    if (url.startsWith(API_PREFIX) || `${url}/` === API_PREFIX) {
      // Never echo the URL: it is the caller's text (an over-long parameter lands here too).
      return reply.status(404).send({ message: 'Not found', code: 'not_found' });
    }
    const file = url.slice(1);
    if (file && !file.includes('..') && !SERVER_FILES.test(url) && existsSync(resolve(root, file))) {
      return reply.sendFile(file);
    }
    const signedIn = Boolean(request.cookies[LOGIN_COOKIE]);
    // A signed-in player's page drawn on the server, with its data (lib/server-render.ts); the
    // plain shell below when it is not one the server draws, or drawing it failed.
    const page = signedIn && app.config.serverRendering ? await renderSignedInPage(app, request, renderer) : undefined;
    if (page !== undefined) {
      // Made for this player alone: never kept by a cache, and never sent for another cookie.
      return reply
        .header('cache-control', 'private, no-store')
        .header('vary', 'cookie')
        .type('text/html; charset=utf-8')
        .send(page);
    }
    // A visitor (signed out) at '/' gets the landing prerendered (web/build/server-bundle.ts):
    // it paints before any script runs. A signed-in player's '/' is My Rooms.
    if (url === '/' && hasLanding && !signedIn) return reply.sendFile(LANDING);
    return reply.sendFile('index.html');
  });
});
