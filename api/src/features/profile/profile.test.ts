import { routes } from '@clipclub/protocol';
import { describe, expect, it } from 'vitest';
import { call, signIn, useTestApp } from '../../test/build-app.ts';
import { createRoomWithPlayers } from '../../test/factories.ts';
import { endVoting, sessionWithSubmissions, vote } from '../votes/test-fixtures.ts';

const t = useTestApp();

const patch = (cookie: string | undefined, payload: unknown) =>
  call(t.app, { method: 'PATCH', url: '/api/profile', ...(cookie ? { cookie } : {}), payload });

describe('GET /api/profile: the record across rooms', () => {
  it('counts sessions, wins, points, the best video and badges from finished results only', async () => {
    const movies = await createRoomWithPlayers(t.app, 'classic', ['Ann', 'Bob', 'Cat']);
    const { Ann: ann, Bob: bob, Cat: cat } = movies.players;
    if (!ann || !bob || !cat) throw new Error('players missing');
    // Movie Club, classic: Ann wins with 15.
    const s1 = await sessionWithSubmissions(t.db, movies.roomId, [ann, bob, cat]);
    expect(
      (await vote.classic(t.app, bob, s1.sessionId, { [s1.submissions.Ann!]: 9, [s1.submissions.Cat!]: 1 })).statusCode,
    ).toBe(200);
    await vote.classic(t.app, cat, s1.sessionId, { [s1.submissions.Ann!]: 6, [s1.submissions.Bob!]: 4 });
    await vote.classic(t.app, ann, s1.sessionId, { [s1.submissions.Bob!]: 5, [s1.submissions.Cat!]: 5 });
    await endVoting(t.db, s1.sessionId, 3);
    // Still voting: never counts.
    const open = await sessionWithSubmissions(t.db, movies.roomId, [ann, bob]);
    await vote.classic(t.app, bob, open.sessionId, { [open.submissions.Ann!]: 5 });

    // Music Night, grudge: Ann third with 3 + 2 − 3 = 2 net points.
    const music = await createRoomWithPlayers(t.app, 'grudge_match', ['Ann', 'Bob', 'Cat']);
    const s2 = await sessionWithSubmissions(t.db, music.roomId, [ann, bob, cat]);
    const bobVote = await vote.grudge(t.app, bob, s2.sessionId, { [s2.submissions.Ann!]: 3, [s2.submissions.Cat!]: 7 });
    expect(bobVote.statusCode).toBe(200);
    const catVote = await vote.grudge(
      t.app,
      cat,
      s2.sessionId,
      { [s2.submissions.Bob!]: 8, [s2.submissions.Ann!]: 2 },
      s2.submissions.Ann,
    );
    expect(catVote.statusCode).toBe(200);
    await endVoting(t.db, s2.sessionId, 3);
    // Music Night's next session was played as appreciation station: three badges for Ann.
    const s3 = await sessionWithSubmissions(t.db, music.roomId, [ann, bob, cat]);
    await t.db
      .updateTable('sessions')
      .set({ voting_mode: 'appreciation_station' })
      .where('id', '=', s3.sessionId)
      .execute();
    const badges = await vote.appreciation(t.app, bob, s3.sessionId, { [s3.submissions.Ann!]: ['fire', 'bop'] });
    expect(badges.statusCode).toBe(200);
    await vote.appreciation(t.app, cat, s3.sessionId, { [s3.submissions.Ann!]: ['fire'] });
    await vote.appreciation(t.app, ann, s3.sessionId, { [s3.submissions.Bob!]: ['feels'] });
    await endVoting(t.db, s3.sessionId, 3);

    const res = await call(t.app, routes.getProfile, { as: ann });
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    expect(profile.user).toMatchObject({ id: ann.userId, displayName: null, firstName: 'Ann' });
    expect(profile.providerName).toBe('Ann');
    expect(profile.record).toEqual({
      sessionsPlayed: 3,
      wins: 1,
      totalPoints: 15 + 2,
      bestVideo: expect.objectContaining({
        submissionId: s1.submissions.Ann,
        videoTitle: "Ann's video",
        points: 15,
        rank: 1,
        votingMode: 'classic',
        sessionId: s1.sessionId,
        roomId: movies.roomId,
        roomName: 'classic room',
      }),
      badges: [
        { badge: 'fire', count: 2 },
        { badge: 'bop', count: 1 },
      ],
      totalBadges: 3,
      // Every room's Season 1 is still running: no season is over yet.
      seasonsPlayed: 0,
      seasonsWon: 0,
      seasons: [],
    });
    // Bob's own record: second in classic (4 + 5), first in grudge (8), one badge.
    const bobs = (await call(t.app, routes.getProfile, { as: bob })).json();
    expect(bobs.record).toMatchObject({ sessionsPlayed: 3, wins: 1, totalPoints: 17, totalBadges: 1 });
  });

  it('answers an empty record to a new player, and 401 to nobody', async () => {
    const dan = await signIn(t.app, { email: 'dan@example.com', firstName: 'Dan', lastName: 'Ng' });
    const res = await call(t.app, routes.getProfile, { as: dan });
    expect(res.json()).toMatchObject({
      providerName: 'Dan Ng',
      record: { sessionsPlayed: 0, wins: 0, totalPoints: 0, bestVideo: null, badges: [], totalBadges: 0 },
    });
    expect((await call(t.app, routes.getProfile)).statusCode).toBe(401);
  });
});

describe('PATCH /api/profile', () => {
  it.each([
    [{ displayName: '' }, 'Display name is required'],
    [{ displayName: '   ' }, 'Display name is required'],
    [{ displayName: '\u200b\u200d\u2060' }, 'Display name is required'],
    [{ displayName: '\u3164\u3164' }, 'Display name is required'],
    [{ displayName: ' \u115f\u1160\uffa0\u2800 ' }, 'Display name is required'],
    [{ displayName: 'x'.repeat(51) }, 'Display name must be at most 50 characters'],
    [{ displayName: '\u0007\u202e\r\n' }, 'Display name is required'],
    [{ displayName: 42 }, 'Display name is required'],
    [{ timeZone: 'Mars/Olympus_Mons' }, 'Time zone must be a time zone name such as Europe/Berlin'],
    [{ timeZone: 7 }, 'Time zone must be a time zone name such as Europe/Berlin'],
    [{}, 'Nothing to change: send displayName or timeZone'],
  ])('refuses %j with 400 and changes nothing', async (payload, message) => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const res = await patch(ann.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', ann.userId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ display_name: null, time_zone: null });
  });

  it('stores a name trimmed of spaces and invisible characters, keeps it over a new sign-in, and null gives back the provider name', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee' });
    const res = await patch(ann.cookie, { displayName: ' \u200bDJ\u202e Ann\u0007 🎧\u200b ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ann.userId, displayName: 'DJ Ann 🎧', firstName: 'Ann', lastName: 'Lee' });
    // A later sign-in refreshes the provider's fields only.
    const again = await signIn(t.app, { email: 'ann@example.com', firstName: 'Annie', lastName: 'Lee' });
    const me = await call(t.app, routes.getCurrentUser, { as: again });
    expect(me.json()).toMatchObject({ displayName: 'DJ Ann 🎧', firstName: 'Annie' });
    // The first login session sees the change at once (no stale remembered user).
    const first = await call(t.app, routes.getCurrentUser, { as: ann });
    expect(first.json().displayName).toBe('DJ Ann 🎧');

    const reset = await patch(ann.cookie, { displayName: null });
    expect(reset.json().displayName).toBeNull();
    const profile = await call(t.app, routes.getProfile, { as: ann });
    expect(profile.json().providerName).toBe('Annie Lee');
  });

  it('sets the time zone in its canonical spelling, and null clears it', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const set = await patch(ann.cookie, { timeZone: 'europe/berlin' });
    expect(set.statusCode).toBe(200);
    expect(set.json().timeZone).toBe('Europe/Berlin');
    const me = await call(t.app, routes.getCurrentUser, { as: ann });
    expect(me.json()).toMatchObject({ timeZone: 'Europe/Berlin', displayName: null });
    // My Rooms shows deadlines in it.
    const states = await call(t.app, routes.getRoomStates, { as: ann });
    expect(states.json().timeZone).toBe('Europe/Berlin');
    expect((await patch(ann.cookie, { timeZone: null })).json().timeZone).toBeNull();
  });

  it('changes only the caller: 401 signed out, 403 from a foreign origin, another user id ignored', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const bob = await signIn(t.app, { email: 'bob@example.com', firstName: 'Bob' });
    expect((await patch(undefined, { displayName: 'Hacker' })).statusCode).toBe(401);
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { origin: 'https://evil.example', cookie: bob.cookie },
      payload: { displayName: 'Hacker' },
    });
    expect(foreign.statusCode).toBe(403);
    const res = await patch(ann.cookie, { displayName: 'Ann B', id: bob.userId, userId: bob.userId });
    expect(res.json().id).toBe(ann.userId);
    const rows = await t.db.selectFrom('users').select(['id', 'display_name']).orderBy('email').execute();
    expect(rows).toEqual([
      { id: ann.userId, display_name: 'Ann B' },
      { id: bob.userId, display_name: null },
    ]);
  });
});
