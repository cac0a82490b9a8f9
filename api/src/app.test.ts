import { brotliDecompressSync } from 'node:zlib';
import { routes } from '@clipclub/protocol';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { call, signIn, TEST_ORIGIN, testConfig, useTestApp } from './test/build-app.ts';

const t = useTestApp();

async function roomOf(cookie: string) {
  const res = await call(t.app, routes.createRoom, { as: cookie, body: { name: 'Club', type: 'manual' } });
  return res.json() as { id: string; inviteCode: string };
}

async function storedRoomNames() {
  return (await t.db.selectFrom('rooms').select('name').orderBy('name').execute()).map((r) => r.name);
}

/** An extra app on this file's database, for settings the shared one does not have. */
async function withApp(env: Record<string, string>, use: (app: FastifyInstance) => Promise<void>) {
  const app = await buildApp(testConfig(env), { db: t.db, clock: t.clock });
  try {
    await use(app);
  } finally {
    await app.close();
  }
}

describe('cross-site writes (docs/rules.md §1)', () => {
  it.each([['https://evil.example'], ['http://localhost:3001'], ['null']])(
    'refuses POST, PATCH and DELETE from Origin %s with 403 and changes nothing',
    async (origin) => {
      const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
      const room = await roomOf(ann.cookie);
      const from = { as: ann, headers: { origin } };
      const attempts = {
        createRoom: () => call(t.app, routes.createRoom, { ...from, body: { name: 'Evil', type: 'manual' } }),
        updateRoom: () => call(t.app, routes.updateRoom, { ...from, params: { id: room.id }, body: { name: 'Evil' } }),
        deleteRoom: () => call(t.app, routes.deleteRoom, { ...from, params: { id: room.id } }),
        devLogin: () => call(t.app, routes.devLogin, { ...from, body: { email: 'eve@example.com', firstName: 'Eve' } }),
      };
      for (const [name, attempt] of Object.entries(attempts)) {
        const res = await attempt();
        expect(res.statusCode, name).toBe(403);
        expect(res.error()).toEqual({ message: 'Cross-site request refused', code: 'bad_origin' });
      }
      expect(await storedRoomNames()).toEqual(['Club']);
      expect(await t.db.selectFrom('users').select('email').execute()).toEqual([{ email: 'ann@example.com' }]);
    },
  );

  it('allows a write with no Origin header (same-origin navigation, curl) and one from PUBLIC_URL', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    // Sent by hand: `call` always sends the app's Origin, and this write has none at all.
    const bare = await t.app.inject({
      method: routes.createRoom.method,
      url: routes.createRoom.path,
      headers: { cookie: ann.cookie },
      payload: { name: 'No origin', type: 'manual' },
    });
    expect(bare.statusCode).toBe(201);
    const same = await call(t.app, routes.createRoom, {
      as: ann,
      headers: { origin: TEST_ORIGIN },
      body: { name: 'Same origin', type: 'manual' },
    });
    expect(same.statusCode).toBe(201);
  });

  it.each([['http://127.0.0.1:3000'], ['http://[::1]:3000']])(
    'accepts a write from the loopback twin %s of a localhost PUBLIC_URL in development',
    async (origin) => {
      const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
      const res = await call(t.app, routes.createRoom, {
        as: ann,
        headers: { origin },
        body: { name: 'Loopback', type: 'manual' },
      });
      expect(res.statusCode).toBe(201);
    },
  );

  it('lets reads through whatever the Origin', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const res = await call(t.app, routes.listRooms, { as: ann, headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it.each([
    ['getCurrentUser', () => call(t.app, routes.getCurrentUser)],
    ['login', () => call(t.app, routes.login)],
    // A path no route has: the headers go on the 404 too.
    [
      'an unknown path',
      () => t.app.inject({ method: 'GET', url: '/api/does-not-exist', headers: { origin: TEST_ORIGIN } }),
    ],
  ])('are sent on %s', async (_, send) => {
    const res = await send();
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.youtube\.com/);
    expect(csp).toMatch(/img-src [^;]*https:\/\/i\.ytimg\.com/);
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.youtube\.com/);
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toMatch(/script-src [^;]*'unsafe-inline'/);
    // Sockets to the app's own origin (PUBLIC_URL's and its loopback twins) only, not to any host.
    const connect = /connect-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(connect).toContain('ws://localhost:3000');
    expect(
      connect.every((source) => source === "'self'" || /^ws:\/\/(localhost|127\.0\.0\.1|\[::1\]):3000$/.test(source)),
    ).toBe(true);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('compression', () => {
  it('compresses a JSON answer over 1 KB for a client that accepts brotli, and not a small one', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    for (let i = 0; i < 12; i++) await roomOf(ann.cookie);
    const big = await call(t.app, routes.listRooms, { as: ann, headers: { 'accept-encoding': 'br, gzip' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString())).toHaveLength(12);
    const small = await call(t.app, routes.getCurrentUser, { headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('error bodies (docs/rules.md §9)', () => {
  it('answers a body over the limit with 413 and a JSON message, creating nothing', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const res = await call(t.app, routes.createRoom, {
      as: ann,
      body: { name: 'Big', type: 'manual', description: 'x'.repeat(70 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.error()).toEqual({ message: 'Request body is too large', code: 'bad_request' });
    expect(await storedRoomNames()).toEqual([]);
  });

  it('answers malformed JSON with 400 Malformed JSON body', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const res = await call(t.app, routes.createRoom, {
      as: ann,
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Broken",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.error()).toMatchObject({ message: 'Malformed JSON body' });
    expect(await storedRoomNames()).toEqual([]);
  });

  it('answers a text/plain body with 415, creating nothing', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const res = await call(t.app, routes.createRoom, {
      as: ann,
      headers: { 'content-type': 'text/plain' },
      payload: 'name=Club',
    });
    expect(res.statusCode).toBe(415);
    expect(res.error()).toMatchObject({ message: 'Unsupported content type' });
    expect(await storedRoomNames()).toEqual([]);
  });

  it.each([['[]'], ['"Club"'], ['null'], ['42']])(
    'answers the JSON body %s with 400 naming the problem',
    async (payload) => {
      const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
      const res = await call(t.app, routes.createRoom, {
        as: ann,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.error().message).toBe('Request body must be a JSON object');
    },
  );

  it('reads a missing body as an empty form, naming the first missing field', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const res = await call(t.app, routes.joinRoom, { as: ann });
    expect(res.statusCode).toBe(400);
    expect(res.error().message).toBe('Invite code is required');
  });

  it('accepts a body-less DELETE labelled as JSON', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const room = await roomOf(ann.cookie);
    const res = await call(t.app, routes.deleteRoom, {
      params: { id: room.id },
      as: ann,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(204);
    expect(await storedRoomNames()).toEqual([]);
  });

  it('refuses a JSON body that tries to poison prototypes', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const res = await call(t.app, routes.createRoom, {
      as: ann,
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"Club","type":"manual","__proto__":{"isAdmin":true}}',
    });
    expect(res.statusCode).toBe(400);
    expect(await storedRoomNames()).toEqual([]);
  });

  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/nope'],
    ['DELETE', '/api/rooms'],
    ['GET', '/api'],
  ] as const)('answers an unknown %s %s with a JSON 404', async (method, url) => {
    const res = await t.app.inject({ method, url, headers: { origin: TEST_ORIGIN } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ message: expect.stringContaining('Not found'), code: 'not_found' });
  });

  it('answers an unexpected error with 500 Something went wrong, never the stack or the SQL', async () => {
    const app = await buildApp(testConfig(), { db: t.db, clock: t.clock });
    app.get('/api/test/throws', async () => {
      throw new Error('secret internals at /srv/app/file.ts:42');
    });
    app.get('/api/test/bad-sql', async () => {
      await app.db
        .selectFrom('rooms')
        .select('rooms.secret_column' as 'rooms.id')
        .execute();
    });
    app.post('/api/test/type-error', async () => (undefined as unknown as { x: { y: number } }).x.y);
    await app.ready();
    try {
      for (const [method, url] of [
        ['GET', '/api/test/throws'],
        ['GET', '/api/test/bad-sql'],
        ['POST', '/api/test/type-error'],
      ] as const) {
        const res = await app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
        expect(res.statusCode, url).toBe(500);
        expect(res.json()).toEqual({ message: 'Something went wrong', code: 'internal' });
        expect(res.body).not.toMatch(/secret|select|column|\.ts|at /i);
      }
    } finally {
      await app.close();
    }
  });
});

describe('write rate limit (docs/rules.md §1)', () => {
  it('answers 429 with a message past the per-user limit, without counting reads or other users', async () => {
    await withApp({ RATE_LIMIT_WRITES_PER_MINUTE: '3' }, async (app) => {
      const ann = await signIn(app, { email: 'ann@example.com', firstName: 'Ann' });
      const bob = await signIn(app, { email: 'bob@example.com', firstName: 'Bob' });
      const create = (cookie: string, name: string) =>
        call(app, routes.createRoom, { as: cookie, body: { name, type: 'manual' } });
      for (let i = 1; i <= 3; i++) expect((await create(ann.cookie, `Ann ${i}`)).statusCode).toBe(201);
      for (let i = 0; i < 5; i++) expect((await call(app, routes.listRooms, { as: ann })).statusCode).toBe(200);

      const limited = await create(ann.cookie, 'Ann 4');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: expect.stringMatching(/^Too many requests/), code: 'rate_limited' });
      expect(limited.headers['retry-after']).toBeDefined();

      expect((await create(bob.cookie, 'Bob 1')).statusCode).toBe(201);
      expect(await storedRoomNames()).toEqual(['Ann 1', 'Ann 2', 'Ann 3', 'Bob 1']);
    });
  });
});

describe('write rate limit across routes', () => {
  it('counts every write route against one budget per user', async () => {
    await withApp({ RATE_LIMIT_WRITES_PER_MINUTE: '3' }, async (app) => {
      const ann = await signIn(app, { email: 'ann@example.com', firstName: 'Ann' });
      const created = await call(app, routes.createRoom, { as: ann, body: { name: 'A', type: 'manual' } });
      const room = created.json() as { id: string; inviteCode: string };
      const patch = await call(app, routes.updateRoom, { params: { id: room.id }, as: ann, body: { name: 'B' } });
      expect(patch.statusCode).toBe(200);
      const join = await call(app, routes.joinRoom, { as: ann, body: { inviteCode: room.inviteCode } });
      expect(join.statusCode).toBe(200);
      const remove = await call(app, routes.deleteRoom, { params: { id: room.id }, as: ann });
      expect(remove.statusCode).toBe(429);
      expect(remove.error().code).toBe('rate_limited');
      expect(await storedRoomNames()).toEqual(['B']);
    });
  });
});

describe('database unavailable', () => {
  it('answers 503 with a message when the database cannot be reached', async () => {
    const { connect } = await import('./db/connect.ts');
    const { db } = await connect({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none', dataDir: '' });
    const app = await buildApp(testConfig(), { db, clock: t.clock });
    try {
      const res = await call(app, routes.getCurrentUser, { as: 'cc_session=abc' });
      expect(res.statusCode).toBe(503);
      expect(res.error()).toEqual({
        message: 'The database is unavailable, please try again shortly',
        code: 'db_unavailable',
      });
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});

describe('URLs Fastify refuses before routing', () => {
  it.each([
    ['/api/rooms/%E0%A4%A', 400, 'Malformed URL'],
    ['/api/%', 400, 'Malformed URL'],
  ])('answers %s with the app’s error body, never echoing the URL', async (url, status, message) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message, code: 'bad_request' });
  });

  it('answers an over-long path parameter in the app’s format without echoing it', async () => {
    // 414 from the router, or 404 when the built web app's catch-all route takes the path.
    const res = await t.app.inject({ method: 'GET', url: `/api/rooms/${'<script>'.repeat(30)}` });
    expect([404, 414]).toContain(res.statusCode);
    expect(res.json()).toEqual({
      message: res.statusCode === 414 ? 'A path parameter is too long' : 'Not found',
      code: res.statusCode === 414 ? 'bad_request' : 'not_found',
    });
    expect(res.body).not.toContain('script');
  });
});
