import { routes } from '@clipclub/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { endVoting, sessionWithSubmissions, vote } from '../features/votes/test-fixtures.ts';
import { call, testConfig, useTestApp } from '../test/build-app.ts';
import { createRoomWithAdmin, createRoomWithPlayers, signInAll } from '../test/factories.ts';
import { builtWebApp } from '../test/web-build.ts';

// The real web app's production build (client and server bundle, test/web-build.ts), so what is
// tested is the page a browser gets: the app's own rendering of the API's answers.
const t = useTestApp();
let dist = '';
let app: FastifyInstance | undefined;

beforeAll(async () => {
  dist = await builtWebApp();
}, 300_000);

afterAll(async () => {
  await app?.close();
});

async function web(): Promise<FastifyInstance> {
  app ??= await buildApp(testConfig({ WEB_DIST_DIR: dist }), { db: t.db, clock: t.clock });
  return app;
}

const page = async (url: string, cookie?: string) =>
  (await web()).inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The page's embedded state (app/page-state.ts), parsed. */
function stateOf(html: string): { queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } } {
  const json = html.match(/<script type="application\/json" id="page-state">(.*?)<\/script>/s)?.[1];
  if (!json) throw new Error('no page state');
  return JSON.parse(json);
}

describe('a room page drawn on the server', () => {
  it("carries the room's name in its <h1> and the API's answers as its state", async () => {
    const { admin, roomId } = await createRoomWithAdmin(t.app, { name: 'Friday Film Club' });
    // A process's first drawing also compiles the screens' code; on a loaded machine that can
    // pass the 1 s budget, and the shell is sent instead (by design). The page asserted is the
    // second drawing, as every player after the first gets it.
    await page(`/room/${roomId}`, admin.cookie);
    const res = await page(`/room/${roomId}`, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(String(res.headers.vary)).toMatch(/cookie/i);
    expect(res.body).toMatch(/<h1[^>]*>Friday Film Club<\/h1>/);
    expect(res.body).toContain('<title>Friday Film Club · Clip Club</title>');
    expect(res.body).toMatch(/<html data-drawn /);
    expect(res.body).toContain('<div id="root" data-before-app>');
    const room = await call(t.app, routes.getRoom, { params: { id: roomId }, as: admin });
    const carried = stateOf(res.body).queries.queries.find((q) => q.queryKey.join('/') === `room/${roomId}`);
    expect(carried?.state.data).toEqual(room.json());
  });

  it('cannot be closed early by what a player types: `<` is escaped in the state', async () => {
    const { admin, roomId } = await createRoomWithAdmin(t.app, { name: '</script><script>alert(1)</script>' });
    const res = await page(`/room/${roomId}`, admin.cookie);
    const state = res.body.slice(res.body.indexOf('id="page-state"'));
    expect(state.match(/<\/script>/g)).toHaveLength(1);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(stateOf(res.body).queries.queries.some((q) => JSON.stringify(q).includes('alert(1)'))).toBe(true);
  });

  it("gives a non-member no room data: the same 'not available' page the app draws", async () => {
    const { roomId, inviteCode } = await createRoomWithAdmin(t.app, { name: 'Secret Society' });
    const [stranger] = await signInAll(t.app, 'Sam');
    const res = await page(`/room/${roomId}`, stranger.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/This room isn(&#x27;|')t available/);
    expect(res.body).not.toContain('Secret Society');
    expect(res.body).not.toContain(inviteCode);
  });

  it('sends a signed-out visitor the shell, and the landing at /, as before', async () => {
    const { roomId } = await createRoomWithAdmin(t.app, { name: 'Friday Film Club' });
    const shell = await page(`/room/${roomId}`);
    expect(shell.body).toContain('<!-- shell -->');
    expect(shell.body).not.toContain('<html data-drawn');
    expect(shell.body).not.toContain('Friday Film Club');
    expect(shell.headers['cache-control']).toBe('no-cache');
    const landing = await page('/');
    expect(landing.body).toContain('Share Your Favorites Through');
  });
});

describe("a drawn page's stylesheets", () => {
  const sheets = (html: string) =>
    [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? '');

  it("links the signed-in screens' sheet on every signed-in page, right after the entry's; never on the landing", async () => {
    const { admin, roomId } = await createRoomWithAdmin(t.app, { name: 'Friday Film Club' });
    await page(`/room/${roomId}`, admin.cookie);
    // My Rooms on '/' is a lazy part outside any screen's chunk; the room is a screen.
    for (const url of ['/', `/room/${roomId}`]) {
      const linked = sheets((await page(url, admin.cookie)).body);
      expect(linked[0]).toMatch(/^\/assets\/index-[\w-]+\.css$/);
      expect(linked[1]).toMatch(/^\/assets\/signed-in-styles-[\w-]+\.css$/);
      expect(new Set(linked).size).toBe(linked.length);
    }
    const landing = sheets((await page('/')).body);
    expect(landing[0]).toMatch(/^\/assets\/index-[\w-]+\.css$/);
    expect(landing.some((href) => href.includes('signed-in-styles'))).toBe(false);
  });

  it('links the own sheet of a lazy part it drew (a ranked ballot), after the screen’s, and not elsewhere', async () => {
    const { roomId, players } = await createRoomWithPlayers(t.app, 'ranked_choice', ['Ada', 'Bea', 'Cyd']);
    const { sessionId } = await sessionWithSubmissions(t.db, roomId, [players.Bea!, players.Cyd!], 'voting');
    const vote = await page(`/vote/${sessionId}`, players.Ada!.cookie);
    expect(vote.body).toMatch(/data-lazies="[^"]*\branked-panel\b/);
    const linked = sheets(vote.body);
    expect(linked.at(-1)).toMatch(/^\/assets\/ranked-panel-[\w-]+\.css$/);
    expect(new Set(linked).size).toBe(linked.length);
    const room = sheets((await page(`/room/${roomId}`, players.Ada!.cookie)).body);
    expect(room.some((href) => href.includes('ranked-panel'))).toBe(false);
  });
});

describe('a vote page drawn on the server', () => {
  it("carries exactly the API's answers to that player: entries, never who submitted which", async () => {
    const { roomId, players } = await createRoomWithPlayers(t.app, 'classic', ['Ada', 'Bea']);
    const admin = players.Ada!;
    const bea = players.Bea!;
    const session = await call(t.app, routes.createSession, {
      params: { id: roomId },
      as: admin,
      body: { theme: 'Cats' },
    });
    const sessionId = session.json().id as string;
    const submission = await call(t.app, routes.createSubmission, {
      params: { id: sessionId },
      as: bea,
      body: { youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', commentary: 'A classic' },
    });
    expect(submission.statusCode).toBe(201);
    await call(t.app, routes.advanceSession, {
      params: { id: sessionId },
      as: admin,
      body: { action: 'endSubmissions' },
    });
    const res = await page(`/vote/${sessionId}`, admin.cookie);
    expect(res.body).toMatch(/<h1[^>]*>Cats<\/h1>/);
    expect(res.body).toContain('A classic');
    const carried = stateOf(res.body).queries.queries;
    const inSession = { params: { id: sessionId }, as: admin };
    const answers: Record<string, () => Promise<{ json(): unknown }>> = {
      'auth/user': () => call(t.app, routes.getCurrentUser, { as: admin }),
      [`session/${sessionId}`]: () => call(t.app, routes.getSession, inSession),
      [`session/${sessionId}/submissions`]: () => call(t.app, routes.listSubmissions, inSession),
      [`session/${sessionId}/vote-allocation`]: () => call(t.app, routes.getVoteAllocation, inSession),
      [`session/${sessionId}/votes`]: () => call(t.app, routes.listMyVotes, inSession),
    };
    expect(carried.map((q) => q.queryKey.join('/')).sort()).toEqual(Object.keys(answers).sort());
    for (const query of carried) {
      const key = query.queryKey.join('/');
      const api = await answers[key]!();
      expect(query.state.data, key).toEqual(api.json());
    }
    // The entry on the ballot names nobody (the API's anonymity, docs/rules.md): not Bea's id either.
    const ballot = res.body.slice(res.body.indexOf('<main>'), res.body.indexOf('</main>'));
    expect(ballot).not.toContain(bea.userId);
    expect(ballot).not.toContain('Bea');
  });
});

describe('a results link drawn on the server', () => {
  it('previews the room and the session, never the winner, before the reveal and after it', async () => {
    const { roomId, players } = await createRoomWithPlayers(t.app, 'classic', ['Ada', 'Bea', 'Cyd']);
    const [ada, bea, cyd] = [players.Ada!, players.Bea!, players.Cyd!];
    const { sessionId, submissions } = await sessionWithSubmissions(t.db, roomId, [bea, cyd], 'voting');
    await vote.classic(t.app, ada, sessionId, { [submissions.Bea!]: 5, [submissions.Cyd!]: 5 });
    await vote.classic(t.app, cyd, sessionId, { [submissions.Bea!]: 5 });
    await endVoting(t.db, sessionId, 3);
    const roomName = (await call(t.app, routes.getRoom, { params: { id: roomId }, as: ada })).json().name as string;

    const head = (html: string) => html.slice(0, html.indexOf('</head>'));
    const before = await page(`/results/${sessionId}`, ada.cookie);
    expect(before.statusCode).toBe(200);
    expect(head(before.body)).toContain(`<meta property="og:title" content="${roomName} · Session 1: Theme 1"/>`);
    expect(head(before.body)).toContain('<meta name="twitter:card" content="summary"/>');
    expect(head(before.body)).toMatch(/<meta property="og:description" content="The results are in[^"]*"\/>/);
    await call(t.app, routes.markRevealSeen, { params: { id: sessionId }, as: ada });
    const after = await page(`/results/${sessionId}`, ada.cookie);
    for (const html of [before.body, after.body]) {
      const tags = head(html).match(/<meta (property="og:|name="twitter:)[^>]*>/g) ?? [];
      expect(tags.length).toBeGreaterThanOrEqual(6);
      for (const tag of tags) expect(tag).not.toMatch(/Bea|Cyd|Winner|points/);
    }
  });
});
