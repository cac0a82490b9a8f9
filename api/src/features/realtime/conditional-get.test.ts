import { brotliDecompressSync } from 'node:zlib';
import { routes } from '@clipclub/protocol';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  type DatabaseConnection,
  type Driver,
  Kysely,
  type KyselyPlugin,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { DB } from '../../db/schema.ts';
import { type Answered, type Caller, call, signIn, testConfig, useTestApp } from '../../test/build-app.ts';
import { createRoomWith, signInAll } from '../../test/factories.ts';
import { conditionalGets } from './conditional-get.ts';
import { MemberCache } from './member-cache.ts';
import { localRoomVersions } from './room-versions.ts';

// Polled GETs answer 304 while nothing in the room changed (docs/rules.md §10: every 3 s).
const t = useTestApp();

/**
 * A second app on the test database whose every query is counted (the cost of an answer is
 * how many queries it asks), built before each test of the describe and closed after it.
 */
function useQueryCountingApp() {
  let app: FastifyInstance | undefined;
  let queries = 0;
  const counter: KyselyPlugin = {
    transformQuery: (args) => {
      queries++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  beforeEach(async () => {
    app = await buildApp(testConfig(), { db: t.db.withPlugin(counter), clock: t.clock });
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  return {
    get app(): FastifyInstance {
      if (!app) throw new Error('the counting app is built before each test');
      return app;
    },
    get queries() {
      return queries;
    },
    resetQueries() {
      queries = 0;
    },
  };
}

/** The polled reads this file asks for, each naming its room or session by `:id`. */
type Polled =
  | typeof routes.getRoom
  | typeof routes.listMembers
  | typeof routes.listSessions
  | typeof routes.getLeaderboard
  | typeof routes.getSession
  | typeof routes.listSubmissions
  | typeof routes.getMySubmission;

/** A polled read as the page repeats it: by `who` (no one when undefined), with the tag it holds. */
function get<R extends Polled>(app: FastifyInstance, route: R, id: string, who: Caller | undefined, tag?: string) {
  const headers: Record<string, string> = tag ? { 'if-none-match': tag } : {};
  return call(app, route as Polled, { params: { id }, as: who, headers }) as Promise<Answered<R>>;
}

describe('ETag and 304 on polled GETs', () => {
  it('answers 304 with no body while the room is unchanged, and 200 with a new tag after a write', async () => {
    const [ann] = await signInAll(t.app, 'Ann');
    const roomId = await createRoomWith(t.app, ann.cookie);
    const first = await get(t.app, routes.getRoom, roomId, ann);
    expect(first.statusCode).toBe(200);
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/"[0-9a-z]+-[\w-]{10}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await get(t.app, routes.getRoom, roomId, ann, tag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(tag);

    await call(t.app, routes.updateRoom, { params: { id: roomId }, as: ann, body: { name: 'Renamed' } });
    const changed = await get(t.app, routes.getRoom, roomId, ann, tag);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().name).toBe('Renamed');
    expect(changed.headers.etag).not.toBe(tag);
    expect((await get(t.app, routes.getRoom, roomId, ann, changed.headers.etag as string)).statusCode).toBe(304);
  });

  it('shares one room version across the room’s polled pages, sessions included', async () => {
    const [ann, bob] = await signInAll(t.app, 'Ann', 'Bob');
    const roomId = await createRoomWith(t.app, ann.cookie, [bob.cookie]);
    const session = await call(t.app, routes.createSession, {
      params: { id: roomId },
      as: ann,
      body: { theme: 'Cats' },
    });
    const sessionId = session.json().id as string;
    const pages = [
      [routes.getRoom, roomId],
      [routes.listMembers, roomId],
      [routes.listSessions, roomId],
      [routes.getLeaderboard, roomId],
      [routes.getSession, sessionId],
      [routes.listSubmissions, sessionId],
      [routes.getMySubmission, sessionId],
    ] as const;
    const tags = new Map<string, string>();
    for (const [route, id] of pages) {
      const { path } = route;
      const res = await get(t.app, route, id, bob);
      expect({ path, status: res.statusCode }).toEqual({ path, status: 200 });
      tags.set(path, res.headers.etag as string);
      expect((await get(t.app, route, id, bob, res.headers.etag as string)).statusCode).toBe(304);
    }
    // A session write changes the tag of every page of the room.
    await call(t.app, routes.updateSession, { params: { id: sessionId }, as: ann, body: { theme: 'Dogs' } });
    for (const [route, id] of pages) {
      const { path } = route;
      expect({ path, status: (await get(t.app, route, id, bob, tags.get(path))).statusCode }).toEqual({
        path,
        status: 200,
      });
    }
  });

  it('gives each member their own tag, so one user’s tag never gets another a 304', async () => {
    const [ann, bob] = await signInAll(t.app, 'Ann', 'Bob');
    const roomId = await createRoomWith(t.app, ann.cookie, [bob.cookie]);
    const annTag = (await get(t.app, routes.getRoom, roomId, ann)).headers.etag as string;
    const bobRes = await get(t.app, routes.getRoom, roomId, bob);
    expect(bobRes.headers.etag).not.toBe(annTag);
    const withAnnsTag = await get(t.app, routes.getRoom, roomId, bob, annTag);
    expect(withAnnsTag.statusCode).toBe(200);
    expect(withAnnsTag.json().isAdmin).toBe(false);
  });

  it('never answers 304 to a stranger, a signed-out caller or a removed member', async () => {
    const [ann, bob, eve] = await signInAll(t.app, 'Ann', 'Bob', 'Eve');
    const roomId = await createRoomWith(t.app, ann.cookie, [bob.cookie]);
    const bobTag = (await get(t.app, routes.listMembers, roomId, bob)).headers.etag as string;

    const stranger = await get(t.app, routes.listMembers, roomId, eve, bobTag);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.error()).toEqual({ message: 'Room not found', code: 'not_found' });
    expect((await get(t.app, routes.listMembers, roomId, undefined, bobTag)).statusCode).toBe(401);

    // Removal as a future "leave room" would announce it: the row goes, then the bus hears it.
    await t.db.deleteFrom('room_members').where('user_id', '=', bob.userId).execute();
    t.app.roomEvents.memberRemoved(roomId, bob.userId);
    expect((await get(t.app, routes.listMembers, roomId, bob, bobTag)).statusCode).toBe(404);
  });

  it('still answers 304 when the process must look up the sign-in and the membership again', async () => {
    const [ann, bob] = await signInAll(t.app, 'Ann', 'Bob');
    const roomId = await createRoomWith(t.app, ann.cookie, [bob.cookie]);
    const tag = (await get(t.app, routes.listSessions, roomId, bob)).headers.etag as string;
    // Forgets, as a message from another process would, that Bob is signed in and a member
    // (he still is both): the 304 then comes after asking the database, not from memory.
    t.app.roomEvents.memberRemoved(roomId, bob.userId);
    const again = await get(t.app, routes.listSessions, roomId, bob, tag);
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(tag);
    expect(again.body).toBe('');
  });

  it('stops answering 304 at once when the user logs out', async () => {
    const [ann] = await signInAll(t.app, 'Ann');
    const roomId = await createRoomWith(t.app, ann.cookie);
    const tag = (await get(t.app, routes.getRoom, roomId, ann)).headers.etag as string;
    expect((await get(t.app, routes.getRoom, roomId, ann, tag)).statusCode).toBe(304);
    await call(t.app, routes.logout, { as: ann });
    const after = await get(t.app, routes.getRoom, roomId, ann, tag);
    expect(after.statusCode).toBe(401);
    expect(after.error()).toEqual({ message: 'Not signed in', code: 'unauthorized' });
  });
});

describe('the cost of a 304', () => {
  const counting = useQueryCountingApp();

  it('is no database query at all once the member and their session are known', async () => {
    const app = counting.app;
    const ann = await signIn(app, { email: 'ann@example.com', firstName: 'Ann' });
    const roomId = await createRoomWith(app, ann.cookie);
    const tag = (await get(app, routes.listSessions, roomId, ann)).headers.etag as string;

    counting.resetQueries();
    for (let i = 0; i < 5; i++) {
      expect((await get(app, routes.listSessions, roomId, ann, tag)).statusCode).toBe(304);
    }
    expect(counting.queries).toBe(0);
  });
});

describe('one answer per room version for every member (sessions list, session)', () => {
  const counting = useQueryCountingApp();

  it('answers from memory until the room changes, and never to a stranger', async () => {
    const app = counting.app;
    const ann = await signIn(app, { email: 'ann@example.com', firstName: 'Ann' });
    const bob = await signIn(app, { email: 'bob@example.com', firstName: 'Bob' });
    const cid = await signIn(app, { email: 'cid@example.com', firstName: 'Cid' });
    const roomId = await createRoomWith(app, ann.cookie, [bob.cookie]);
    const created = await call(app, routes.createSession, {
      params: { id: roomId },
      as: ann,
      body: { theme: 'Cats' },
    });
    const sessionId = created.json().id as string;
    const list = (who: Caller) => get(app, routes.listSessions, roomId, who);
    const first = await list(ann);
    expect(first.statusCode).toBe(200);
    await list(bob); // Bob's membership is now known

    counting.resetQueries();
    const again = await list(bob);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers.etag).not.toBe(first.headers.etag); // each member keeps their own tag
    // One kept body per role (an admin reads the themes theme visibility hides): from memory.
    expect(counting.queries).toBe(0);

    // Compressed like any other answer, and the same JSON once decoded.
    for (let i = 2; i <= 4; i++) {
      await call(app, routes.createSession, { params: { id: roomId }, as: ann, body: { theme: `Theme ${i}` } });
    }
    const longer = await list(ann);
    expect(longer.body.length).toBeGreaterThan(1024);
    for (let i = 0; i < 2; i++) {
      const br = await call(app, routes.listSessions, {
        params: { id: roomId },
        as: bob,
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(longer.json());
    }

    // A page of the list keeps its own answer and its Link to the next page.
    const page = (who: Caller) =>
      call(app, routes.listSessions, { params: { id: roomId }, query: { limit: '2' }, as: who });
    const paged = await page(ann);
    expect(paged.json()).toHaveLength(2);
    expect(paged.headers.link).toContain('rel="next"');
    for (let i = 0; i < 2; i++) {
      const kept = await page(bob);
      expect(kept.json()).toEqual(paged.json());
      expect(kept.headers.link).toBe(paged.headers.link);
    }
    expect((await list(bob)).json()).toHaveLength(4);

    const stranger = await list(cid);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain('Cats');
    expect((await get(app, routes.getSession, sessionId, cid)).statusCode).toBe(404);

    await call(app, routes.updateSession, { params: { id: sessionId }, as: ann, body: { theme: 'Dogs' } });
    const changed = await list(bob);
    expect(changed.json().find((x) => x.id === sessionId)?.theme).toBe('Dogs');
    expect((await get(app, routes.getSession, sessionId, bob)).json().theme).toBe('Dogs');
    expect((await get(app, routes.getSession, sessionId, bob)).json().theme).toBe('Dogs');
  });
});

describe('one kept answer per role (theme visibility)', () => {
  const counting = useQueryCountingApp();

  it('never serves the admin’s copy to a member, or the member’s to an admin, and asks nothing on repeats', async () => {
    const app = counting.app;
    const ann = await signIn(app, { email: 'ann@example.com', firstName: 'Ann' });
    const bob = await signIn(app, { email: 'bob@example.com', firstName: 'Bob' });
    const roomId = await createRoomWith(app, ann.cookie, [bob.cookie]);
    const settings = await call(app, routes.updateRoomSettings, {
      params: { id: roomId },
      as: ann,
      body: { themeVisibility: 'next' },
    });
    expect(settings.statusCode).toBe(200);
    for (const theme of ['Open now', 'Next up', 'Secret theme']) {
      await call(app, routes.createSession, { params: { id: roomId }, as: ann, body: { theme } });
    }
    const secretId = (await get(app, routes.listSessions, roomId, ann)).json()[0]!.id;
    const themes = (body: string) => (JSON.parse(body) as { theme: string | null }[]).map((x) => x.theme);

    // In either order of first readers, each role gets its own copy.
    for (let i = 0; i < 2; i++) {
      expect(themes((await get(app, routes.listSessions, roomId, bob)).body)).toEqual([null, 'Next up', 'Open now']);
      expect(themes((await get(app, routes.listSessions, roomId, ann)).body)[0]).toBe('Secret theme');
      expect((await get(app, routes.getSession, secretId, bob)).json().theme).toBeNull();
      expect((await get(app, routes.getSession, secretId, ann)).json().theme).toBe('Secret theme');
    }
    counting.resetQueries();
    expect((await get(app, routes.listSessions, roomId, bob)).body).not.toContain('Secret theme');
    expect((await get(app, routes.listSessions, roomId, ann)).body).toContain('Secret theme');
    expect((await get(app, routes.getSession, secretId, bob)).body).not.toContain('Secret theme');
    expect(counting.queries).toBe(0);
  });
});

describe('a membership check that outlives the kept answer', () => {
  it('lets the handler answer, instead of leaving the member waiting', async () => {
    // A database whose one query (the tag check's membership lookup) waits for the test.
    let release!: () => void;
    let reached!: () => void;
    const lookupStarted = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const lookupReleased = new Promise<void>((resolve) => {
      release = resolve;
    });
    const connection = {
      executeQuery: async () => {
        reached();
        await lookupReleased;
        return { rows: [{ id: 'membership' }] };
      },
      async *streamQuery() {},
    };
    const driver: Driver = {
      init: async () => {},
      acquireConnection: async () => connection as unknown as DatabaseConnection,
      beginTransaction: async () => {},
      commitTransaction: async () => {},
      rollbackTransaction: async () => {},
      releaseConnection: async () => {},
      destroy: async () => {},
    };
    const db = new Kysely<DB>({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => driver,
        createIntrospector: (k) => new PostgresIntrospector(k),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
    });
    const app = Fastify();
    app.decorate('db', db);
    app.decorateRequest('user', null);
    app.addHook('onRequest', (request, _reply, done) => {
      request.user = { id: String(request.headers['x-user']) } as FastifyRequest['user'];
      done();
    });
    const versions = localRoomVersions();
    conditionalGets(app, { versions, members: new MemberCache() });
    let reads = 0;
    app.get('/rooms/:roomId', { config: { contract: { polled: 'room', sharedBody: true } } as never }, async () => ({
      read: ++reads,
    }));
    await app.ready();
    const roomId = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
    await versions.ensure(roomId);
    const read = (user: string) => app.inject({ url: `/rooms/${roomId}`, headers: { 'x-user': user } });

    // Ann's read is kept for this version; Bob is not yet known as a member, so he is looked up.
    expect((await read('ann')).json()).toEqual({ read: 1 });
    const bobs = read('bob');
    await lookupStarted;
    // Meanwhile the room changes, and Ann's read keeps the new answer.
    await versions.bump(roomId);
    expect((await read('ann')).json()).toEqual({ read: 2 });
    release();
    const answered = await Promise.race([
      bobs.then((answer) => answer.statusCode),
      new Promise((resolve) => setTimeout(() => resolve('still waiting after 5 s'), 5_000)),
    ]);
    expect(answered).toBe(200);
    await app.close();
  });
});
