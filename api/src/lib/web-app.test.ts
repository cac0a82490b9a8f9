import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { routes } from '@clipclub/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { call, signIn, testConfig, useTestApp } from '../test/build-app.ts';

const t = useTestApp();

// A stand-in for web/dist, so the test does not depend on a build having run, in a folder of its
// own that also holds a file just outside it (the traversal tests): both removed after.
const folder = mkdtempSync(join(tmpdir(), 'clipclub-web-'));
const dist = join(folder, 'dist');
mkdirSync(join(dist, 'assets'), { recursive: true });
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Clip Club</title><div id="root"></div>');
writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log("app")');
// What the build's precompress plugin writes next to a big text asset.
const bigJs = `export const words = ${JSON.stringify('clip '.repeat(2000))};`;
writeFileSync(join(dist, 'assets', 'big-aaa111.js'), bigJs);
writeFileSync(join(dist, 'assets', 'big-aaa111.js.br'), brotliCompressSync(bigJs));
writeFileSync(join(dist, 'assets', 'big-aaa111.js.gz'), gzipSync(bigJs));
// The landing prerendered for visitors (web/build/prerender-landing.ts).
writeFileSync(
  join(dist, 'landing.html'),
  '<!doctype html><title>Clip Club</title><div id="root"><h1>Landing</h1></div>',
);
writeFileSync(join(dist, 'build.json'), JSON.stringify({ mode: 'production', scriptHashes: ["'sha256-theme='"] }));
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
// The installed app's files (web/build/pwa.ts).
writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Clip Club","start_url":"/dashboard"}');
writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
writeFileSync(join(folder, 'clipclub-outside.txt'), 'outside the web root');
// A stand-in of the server bundle (web/build/server-bundle.ts), loaded by the server on its first
// page render: it counts its loads (under `counter`) and draws, fails or hangs by the URL.
function writeServerBundle(root: string, counter: string): void {
  mkdirSync(join(root, 'server'), { recursive: true });
  writeFileSync(
    join(root, 'server', 'server-render.js'),
    `globalThis.${counter} = (globalThis.${counter} ?? 0) + 1;
export async function renderPage(url, read) {
  if ((await read(${JSON.stringify(routes.getCurrentUser.path)})).status === 401) return undefined;
  if (url.includes('throws')) throw new Error('render exploded at secret/path.tsx:12');
  if (url.includes('hangs')) return new Promise(() => {});
  return '<!doctype html><div id="root" data-before-app>' + 'drawn '.repeat(300) + url + '</div>';
}`,
  );
}
writeServerBundle(dist, 'bundleLoads');
const loadsOf = (counter: string) => (globalThis as unknown as Record<string, number | undefined>)[counter] ?? 0;

// Built on first use: this file's database exists only once useTestApp's beforeEach ran.
let app: FastifyInstance | undefined;
afterAll(async () => {
  await app?.close();
  rmSync(folder, { recursive: true, force: true });
});

// What the server logs (warnings and up), to see a failed render said so.
const logged: string[] = [];
/** This file tests the budget itself, so it keeps production's. */
const RENDER_BUDGET_MS = 1000;

async function web(): Promise<FastifyInstance> {
  app ??= await buildApp(
    testConfig({ WEB_DIST_DIR: dist, LOG_LEVEL: 'warn', RENDER_BUDGET_MS: String(RENDER_BUDGET_MS) }),
    {
      db: t.db,
      clock: t.clock,
      logStream: { write: (line: string) => logged.push(line) },
    },
  );
  return app;
}

const signedIn = async () => (await signIn(await web(), { email: 'ann@example.com', firstName: 'Ann' })).cookie;

describe('serving the built web app', () => {
  it.each([['/dashboard'], ['/room/123'], ['/join/ABCD2345'], ['/no/such/page']])(
    'answers index.html for the client route %s',
    async (url) => {
      const res = await (await web()).inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it("sends a visitor's '/' the prerendered landing, and a signed-in player's the app shell", async () => {
    const visitor = await (await web()).inject({ method: 'GET', url: '/' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect(visitor.body).toContain('<h1>Landing</h1>');
    const player = await (await web()).inject({ method: 'GET', url: '/', cookies: { cc_session: 'anything' } });
    expect(player.body).toContain('<div id="root"></div>');
    const other = await (await web()).inject({ method: 'GET', url: '/dashboard' });
    expect(other.body).not.toContain('Landing');
  });

  it('serves hashed assets as immutable and other files as they are', async () => {
    const asset = await (await web()).inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe('console.log("app")');
    const icon = await (await web()).inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  // A document's policy is its own: each of a page's ~13 scripts and sheets carried 0.9 KB of
  // headers a browser reads on documents (and workers) only, on a slow phone link.
  it('sends a built script only the security headers a subresource is checked against', async () => {
    const asset = await (await web()).inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    // The service worker's policy is its script's response: it keeps the CSP, as pages do.
    for (const url of ['/sw.js', '/dashboard', '/favicon.svg']) {
      const res = await (await web()).inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toMatch(/script-src 'self'/);
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('serves the manifest and the service worker, revalidated so a deploy is seen at once', async () => {
    const manifest = await (await web()).inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ start_url: '/dashboard' });
    const worker = await (await web()).inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('javascript');
    expect(worker.headers['cache-control']).toBe('no-cache');
    // The share target is a page of the app.
    const share = await (await web()).inject({ method: 'GET', url: '/share?url=https%3A%2F%2Fyoutu.be%2Fx' });
    expect(share.statusCode).toBe(200);
    expect(share.body).toContain('<div id="root">');
  });

  it('serves an asset written after start-up the same way', async () => {
    const server = await web();
    writeFileSync(join(dist, 'assets', 'late-def456.js'), 'late()');
    const res = await server.inject({ method: 'GET', url: '/assets/late-def456.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('late()');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404, not the page', async () => {
    const res = await (await web()).inject({ method: 'GET', url: '/assets/missing.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });

  it.each([['/../clipclub-outside.txt'], ['/%2e%2e/clipclub-outside.txt'], ['/assets/..%2f..%2fclipclub-outside.txt']])(
    'never serves a file outside the web root for %s',
    async (url) => {
      const res = await (await web()).inject({ method: 'GET', url });
      expect(res.body).not.toContain('outside the web root');
    },
  );

  it('answers an unknown /api path with JSON 404, not the page', async () => {
    for (const url of ['/api/nope', '/api', '/api/rooms/x/y/z']) {
      const res = await (await web()).inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it('sends the precompressed copy the browser accepts, and the plain file to one that accepts none', async () => {
    const server = await web();
    const br = await server.inject({
      method: 'GET',
      url: '/assets/big-aaa111.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigJs);
    const gz = await server.inject({
      method: 'GET',
      url: '/assets/big-aaa111.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await server.inject({
      method: 'GET',
      url: '/assets/big-aaa111.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigJs);
  });

  it("lets the page's inline theme script run by the hash the build recorded", async () => {
    const res = await (await web()).inject({ method: 'GET', url: '/room/123' });
    expect(String(res.headers['content-security-policy'])).toMatch(/script-src 'self' 'sha256-theme='/);
  });
});

describe('signed-in pages drawn on the server (lib/server-render.ts)', () => {
  it('loads the server bundle on the first page it draws, not at start-up', async () => {
    // Its own copy of the build, so no other test has loaded this bundle.
    const own = mkdtempSync(join(tmpdir(), 'clipclub-dist-'));
    writeFileSync(join(own, 'index.html'), '<!doctype html><div id="root"></div>');
    writeServerBundle(own, 'lazyLoads');
    const server = await buildApp(testConfig({ WEB_DIST_DIR: own }), { db: t.db, clock: t.clock });
    try {
      await server.ready();
      await call(server, routes.health);
      await server.inject({ method: 'GET', url: '/room/123' }); // signed out: the shell, no bundle
      expect(loadsOf('lazyLoads')).toBe(0);
      const { cookie } = await signIn(server, { email: 'bo@example.com', firstName: 'Bo' });
      const page = await server.inject({ method: 'GET', url: '/room/123', headers: { cookie } });
      expect(page.body).toContain('drawn /room/123');
      await server.inject({ method: 'GET', url: '/room/456', headers: { cookie } });
      expect(loadsOf('lazyLoads')).toBe(1);
    } finally {
      await server.close();
      rmSync(own, { recursive: true, force: true });
    }
  });

  it('sends a drawn page as private, never stored, varying by cookie, and compressed', async () => {
    const res = await (await web()).inject({
      method: 'GET',
      url: '/vote/abc?x=1',
      headers: { cookie: await signedIn(), 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.etag).toBeUndefined();
    expect(String(res.headers.vary)).toMatch(/cookie/i);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('drawn /vote/abc?x=1');
  });

  it('sends the plain shell, with no trace of the failure, when drawing throws', async () => {
    const res = await (await web()).inject({
      method: 'GET',
      url: '/room/throws',
      headers: { cookie: await signedIn() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toMatch(/exploded|secret|drawn/);
    expect(logged.join('')).toContain('server render failed');
    expect(logged.join('')).toContain('render exploded');
  });

  it('sends the plain shell when drawing takes longer than its budget', async () => {
    const started = Date.now();
    const res = await (await web()).inject({
      method: 'GET',
      url: '/room/hangs',
      headers: { cookie: await signedIn() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(Date.now() - started).toBeLessThan(RENDER_BUDGET_MS + 2000);
  });

  it('sends the shell to a cookie that signs nobody in, and the landing to a visitor', async () => {
    const server = await web();
    const stale = await server.inject({ method: 'GET', url: '/room/123', cookies: { cc_session: 'expired' } });
    expect(stale.body).toContain('<div id="root"></div>');
    const visitor = await server.inject({ method: 'GET', url: '/' });
    expect(visitor.body).toContain('<h1>Landing</h1>');
  });

  it('never serves the server bundle itself', async () => {
    const res = await (await web()).inject({ method: 'GET', url: '/server/server-render.js' });
    expect(res.body).not.toContain('renderPage');
  });

  it('draws nothing with SERVER_RENDERING=off', async () => {
    const off = await buildApp(testConfig({ WEB_DIST_DIR: dist, SERVER_RENDERING: 'off' }), {
      db: t.db,
      clock: t.clock,
    });
    try {
      const res = await off.inject({ method: 'GET', url: '/room/123', headers: { cookie: await signedIn() } });
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.headers['cache-control']).toBe('no-cache');
    } finally {
      await off.close();
    }
  });
});
