import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const DEFAULT_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

// Serves the built web app; any non-/api GET that is not a file gets index.html so the
// client router can draw the page (including its own 404 page).
export const webApp = fp(async (app: FastifyInstance) => {
  const root = app.config.webDistDir ?? DEFAULT_DIST;
  if (!existsSync(resolve(root, 'index.html'))) {
    app.log.warn({ root }, 'web app not built; serving the API only');
    return;
  }
  await app.register(fastifyStatic, { root, wildcard: false, index: false, maxAge: 0 });
  app.get('/assets/*', { config: { rateLimit: false } }, (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    return reply.header('cache-control', 'public, max-age=31536000, immutable').sendFile(`assets/${path}`);
  });
  app.get('/*', (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api') {
      return reply.status(404).send({ message: `Not found: GET ${url}`, code: 'not_found' });
    }
    const file = url.slice(1);
    if (file && !file.includes('..') && existsSync(resolve(root, file))) return reply.sendFile(file);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
