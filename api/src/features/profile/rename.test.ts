import { type Route, routes } from '@clipclub/protocol';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/build-app.ts';
import { createRoomWith, signInAll } from '../../test/factories.ts';
import { closeSockets, listenOnce, memberSocket, nextEvent, pause, record } from '../realtime/test-clients.ts';
import { endVoting, sessionWithSubmissions, vote } from '../votes/test-fixtures.ts';

const t = useTestApp();
afterEach(closeSockets);

describe('a rename follows the player everywhere, live', () => {
  it('sends user:renamed to every room the player is in, and to nobody else', async () => {
    const url = await listenOnce(t.app);
    const [ann, bob, cat] = await signInAll(t.app, 'Ann', 'Bob', 'Cat');
    const movies = await createRoomWith(t.app, ann.cookie, [bob.cookie], 'Movies');
    const music = await createRoomWith(t.app, ann.cookie, [bob.cookie], 'Music');
    const elsewhere = await createRoomWith(t.app, cat.cookie, [bob.cookie], 'Elsewhere');
    const bobSocket = await memberSocket(url, bob.cookie, [movies, music, elsewhere]);
    const catSocket = await memberSocket(url, cat.cookie, [elsewhere]);
    const bobHeard = record(bobSocket);
    const catHeard = record(catSocket);

    const first = nextEvent(bobSocket, 'user:renamed');
    const res = await call(t.app, routes.updateProfile, { as: ann, body: { displayName: 'DJ Ann' } });
    expect(res.statusCode).toBe(200);
    await first;
    await pause(200);
    const renames = bobHeard.filter((h) => h.name === 'user:renamed').map((h) => h.payload);
    expect(renames).toEqual(
      expect.arrayContaining([
        { roomId: movies, userId: ann.userId, userName: 'DJ Ann' },
        { roomId: music, userId: ann.userId, userName: 'DJ Ann' },
      ]),
    );
    expect(renames).toHaveLength(2);
    expect(catHeard.filter((h) => h.name === 'user:renamed')).toEqual([]);

    // A time zone change (or the same name again) renames nobody.
    await call(t.app, routes.updateProfile, { as: ann, body: { timeZone: 'Asia/Tokyo' } });
    await call(t.app, routes.updateProfile, { as: ann, body: { displayName: 'DJ Ann' } });
    await pause(300);
    expect(bobHeard.filter((h) => h.name === 'user:renamed')).toHaveLength(2);
  });

  it('shows the new name in members, the leaderboard, sessions and finished results', async () => {
    const [ann, bob] = await signInAll(t.app, 'Ann', 'Bob');
    const roomId = await createRoomWith(t.app, ann.cookie, [bob.cookie]);
    const players = { ann: { name: 'Ann', ...ann }, bob: { name: 'Bob', ...bob } };
    const done = await sessionWithSubmissions(t.db, roomId, [players.ann, players.bob]);
    await vote.classic(t.app, players.bob, done.sessionId, { [done.submissions.Ann!]: 5 });
    await vote.classic(t.app, players.ann, done.sessionId, { [done.submissions.Bob!]: 5 });
    await endVoting(t.db, done.sessionId, 2);

    await call(t.app, routes.updateProfile, { as: ann, body: { displayName: 'DJ Ann' } });

    // Read untyped, as before: the test looks for the name anywhere in each answer.
    const get = (route: Route, id: string) =>
      (call(t.app, route, { params: { id }, as: bob } as never) as Promise<LightMyRequestResponse>).then((r) =>
        r.json(),
      );
    const members = await get(routes.listMembers, roomId);
    expect(members.map((m: { userName: string }) => m.userName).sort()).toEqual(['Bob', 'DJ Ann']);
    const board = await get(routes.getLeaderboard, roomId);
    expect(board.map((e: { userName: string }) => e.userName)).toContain('DJ Ann');
    const session = await get(routes.getSession, done.sessionId);
    expect(JSON.stringify(session)).toContain('DJ Ann');
    expect(JSON.stringify(session)).not.toContain('"Ann"');
    const results = await get(routes.getResults, done.sessionId);
    const annEntry = results.results.find((r: { userId: string }) => r.userId === ann.userId);
    expect(annEntry.userName).toBe('DJ Ann');
    const bobEntry = results.results.find((r: { userId: string }) => r.userId === bob.userId);
    expect(bobEntry.voteBreakdown.map((v: { voterName: string }) => v.voterName)).toEqual(['DJ Ann']);
  });
});
