import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig, useTestApp } from '../test/build-app.ts';

const t = useTestApp();

// A stand-in for web/dist, so the test does not depend on a build having run.
const dist = mkdtempSync(join(tmpdir(), 'clipclub-dist-'));
mkdirSync(join(dist, 'assets'));
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
writeFileSync(join(tmpdir(), 'clipclub-outside.txt'), 'outside the web root');

// Built on first use: this file's database exists only once useTestApp's beforeEach ran.
let app: FastifyInstance | undefined;
afterAll(async () => {
  await app?.close();
  rmSync(dist, { recursive: true, force: true });
});

async function web(): Promise<FastifyInstance> {
  app ??= await buildApp(testConfig({ WEB_DIST_DIR: dist }), { db: t.db, clock: t.clock });
  return app;
}

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
