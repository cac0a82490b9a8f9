import { routes } from '@clipclub/protocol';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/build-app.ts';
import { createRoomWithPlayers } from '../../test/factories.ts';
import { advance, recordEvents } from '../sessions/test-support.ts';
import { useYouTubeStub } from '../submissions/test-youtube-stub.ts';
import { sessionWithSubmissions, vote } from '../votes/test-fixtures.ts';

const youtube = useYouTubeStub();
const t = useTestApp({ env: youtube.env });

type P = { cookie: string; userId: string; name: string };

async function threePlayers() {
  const { roomId, players } = await createRoomWithPlayers(t.app, 'classic', ['Ann', 'Ben', 'Cat']);
  const { Ann, Ben, Cat } = players as Record<'Ann' | 'Ben' | 'Cat', P>;
  return { roomId, Ann: Ann!, Ben: Ben!, Cat: Cat! };
}

/** A classic round: each player gives 5 + 5 … as told, then the admin ends voting through the API. */
async function playRound(roomId: string, admin: P, players: P[], ballots: Record<string, Record<string, number>>) {
  const { sessionId, submissions } = await sessionWithSubmissions(t.db, roomId, players);
  for (const voter of players) {
    const given = ballots[voter.name];
    if (!given) continue;
    const points = Object.fromEntries(Object.entries(given).map(([name, p]) => [submissions[name]!, p]));
    expect((await vote.classic(t.app, voter, sessionId, points)).statusCode).toBe(200);
  }
  expect((await advance(t.app, admin.cookie, sessionId, 'endVoting')).statusCode).toBe(200);
  return { sessionId, submissions };
}

describe('seasons', () => {
  it('every room starts with an open Season 1; members read it, strangers get 404', async () => {
    const { roomId, Ann, Ben } = await threePlayers();
    const seasons = await call(t.app, routes.listSeasons, { params: { id: roomId }, as: Ben });
    expect(seasons.statusCode).toBe(200);
    expect(seasons.json()).toEqual([
      expect.objectContaining({
        number: 1,
        name: 'Season 1',
        rounds: null,
        status: 'running',
        sessionIds: [],
        played: 0,
      }),
    ]);
    const { roomId: otherRoom } = await createRoomWithPlayers(t.app, 'classic', ['Zed']);
    expect((await call(t.app, routes.listSeasons, { params: { id: otherRoom }, as: Ann })).statusCode).toBe(404);
    const seasonId = seasons.json()[0]!.id;
    expect(
      (await call(t.app, routes.updateSeason, { params: { id: seasonId }, body: { rounds: 2 }, as: Ben })).statusCode,
    ).toBe(403);
    expect((await call(t.app, routes.endSeason, { params: { id: seasonId }, as: Ben })).statusCode).toBe(403);
    expect((await call(t.app, routes.startSeason, { params: { id: roomId }, body: {}, as: Ben })).statusCode).toBe(403);
    const zed = (await createRoomWithPlayers(t.app, 'classic', ['Zoe'])).players.Zoe as P;
    expect((await call(t.app, routes.getStandings, { params: { id: seasonId }, as: zed })).statusCode).toBe(404);
    expect(
      (await call(t.app, routes.updateSeason, { params: { id: seasonId }, body: { rounds: 53 }, as: Ann })).statusCode,
    ).toBe(400);
  });

  it('plays a 2-round season to its finale: standings after each round, a finale naming nobody, the recap', async () => {
    const { roomId, Ann, Ben, Cat } = await threePlayers();
    const season = (await call(t.app, routes.listSeasons, { params: { id: roomId }, as: Ann })).json()[0]!;
    expect(
      (await call(t.app, routes.updateSeason, { params: { id: season.id }, body: { rounds: 2 }, as: Ann })).json(),
    ).toMatchObject({ rounds: 2 });
    const recorded = recordEvents(t.app);

    // Round 1: Ann 13, Ben 11, Cat 6 points → league points 3, 2, 1.
    await playRound(roomId, Ann, [Ann, Ben, Cat], {
      Ann: { Ben: 5, Cat: 5 },
      Ben: { Ann: 9, Cat: 1 },
      Cat: { Ann: 4, Ben: 6 },
    });
    const afterOne = (await call(t.app, routes.getStandings, { params: { id: season.id }, as: Cat })).json();
    expect(afterOne.map((s: { userName: string; leaguePoints: number }) => [s.userName, s.leaguePoints])).toEqual([
      ['Ann', 3],
      ['Ben', 2],
      ['Cat', 1],
    ]);
    expect(recorded.events.some((e) => e.name === 'standings:updated' && e.payload.seasonId === season.id)).toBe(true);
    expect((await call(t.app, routes.getRecap, { params: { id: season.id }, as: Ann })).statusCode).toBe(409);
    // A round waiting to open holds a place in the season but is not played yet.
    const waiting = await sessionWithSubmissions(t.db, roomId, [], 'upcoming');
    const meanwhile = (await call(t.app, routes.listSeasons, { params: { id: roomId }, as: Ben })).json()[0]!;
    expect({ rounds: meanwhile.sessionIds.length, played: meanwhile.played }).toEqual({ rounds: 2, played: 1 });
    await t.db.deleteFrom('sessions').where('id', '=', waiting.sessionId).execute();

    // Round 2 (Ben does not vote): Ann 9 and Cat 9 share first (3 each), Ben 2 → 1.
    await playRound(roomId, Ann, [Ann, Ben, Cat], { Ann: { Cat: 9, Ben: 1 }, Cat: { Ann: 9, Ben: 1 } });
    recorded.stop();

    const finished = (await call(t.app, routes.listSeasons, { params: { id: roomId }, as: Ben })).json()[0]!;
    expect(finished).toMatchObject({ id: season.id, status: 'finished', rounds: 2 });
    expect(finished.sessionIds).toHaveLength(2);
    expect(finished.played).toBe(2);
    const finale = recorded.events.filter((e) => e.name === 'season:finished');
    expect(finale).toHaveLength(1);
    // The event carries the Season and nothing else: no champion, no names.
    expect(JSON.stringify(finale[0]!.payload)).not.toMatch(/Ann|Ben|Cat/);

    const standings = (await call(t.app, routes.getStandings, { params: { id: season.id }, as: Ben })).json();
    expect(
      standings.map((s: { userName: string; leaguePoints: number; rank: number }) => [
        s.userName,
        s.leaguePoints,
        s.rank,
      ]),
    ).toEqual([
      ['Ann', 6, 1],
      ['Cat', 4, 2],
      ['Ben', 3, 3],
    ]);
    const recap = await call(t.app, routes.getRecap, { params: { id: season.id }, as: Cat });
    expect(recap.statusCode).toBe(200);
    expect(recap.json().podium.map((s: { userName: string }) => s.userName)).toEqual(['Ann', 'Cat', 'Ben']);
    expect(recap.json().rounds).toHaveLength(2);

    // The next season in one step, with the same length; a new session joins it as round 1.
    const next = await call(t.app, routes.startSeason, { params: { id: roomId }, body: {}, as: Ann });
    expect(next.statusCode).toBe(201);
    expect(next.json()).toMatchObject({ number: 2, name: 'Season 2', rounds: 2, status: 'running' });
    // (The rounds above were written directly; the room's counter moves past them.)
    await t.db.updateTable('rooms').set({ next_session_number: 10 }).where('id', '=', roomId).execute();
    const created = await call(t.app, routes.createSession, {
      params: { id: roomId },
      body: { theme: 'Openers' },
      as: Ann,
    });
    expect(created.json()).toMatchObject({ seasonId: next.json().id, round: 1 });
  });

  it('ends a season early, not while a session is open, and only once', async () => {
    const { roomId, Ann, Ben, Cat } = await threePlayers();
    const season = (await call(t.app, routes.listSeasons, { params: { id: roomId }, as: Ann })).json()[0]!;
    const { sessionId } = await sessionWithSubmissions(t.db, roomId, [Ann, Ben, Cat]);
    expect((await call(t.app, routes.endSeason, { params: { id: season.id }, as: Ann })).statusCode).toBe(409);
    expect((await call(t.app, routes.startSeason, { params: { id: roomId }, body: {}, as: Ann })).statusCode).toBe(409);
    await advance(t.app, Ann.cookie, sessionId, 'endVoting');
    const ended = await call(t.app, routes.endSeason, { params: { id: season.id }, as: Ann });
    expect(ended.json()).toMatchObject({ status: 'finished', sessionIds: [sessionId] });
    expect((await call(t.app, routes.endSeason, { params: { id: season.id }, as: Ann })).statusCode).toBe(409);
    expect(
      (await call(t.app, routes.updateSeason, { params: { id: season.id }, body: { rounds: 0 }, as: Ann })).statusCode,
    ).toBe(400);
  });

  it('refuses fewer rounds than already played', async () => {
    const { roomId, Ann, Ben, Cat } = await threePlayers();
    const season = (await call(t.app, routes.listSeasons, { params: { id: roomId }, as: Ann })).json()[0]!;
    await playRound(roomId, Ann, [Ann, Ben, Cat], { Ann: { Ben: 5, Cat: 5 } });
    await playRound(roomId, Ann, [Ann, Ben, Cat], { Ann: { Ben: 5, Cat: 5 } });
    const res = await call(t.app, routes.updateSeason, { params: { id: season.id }, body: { rounds: 1 }, as: Ann });
    expect(res.statusCode).toBe(400);
    expect(res.error().message).toBe('A season cannot have fewer rounds than it already holds');
  });
});

describe('theme visibility', () => {
  it("'next' hides later upcoming themes from members, in answers and events; admins see them", async () => {
    const { roomId, Ann, Ben } = await threePlayers();
    expect(
      (
        await call(t.app, routes.updateRoomSettings, {
          params: { id: roomId },
          body: { themeVisibility: 'next' },
          as: Ann,
        })
      ).statusCode,
    ).toBe(200);
    await call(t.app, routes.createSession, { params: { id: roomId }, body: { theme: 'Open now' }, as: Ann });
    await call(t.app, routes.createSession, { params: { id: roomId }, body: { theme: 'Next up' }, as: Ann });
    const recorded = recordEvents(t.app);
    const secret = await call(t.app, routes.createSession, {
      params: { id: roomId },
      body: { theme: 'Secret theme' },
      as: Ann,
    });
    recorded.stop();
    expect(secret.json()).toMatchObject({ theme: 'Secret theme', hidden: false, round: 3 });

    const seen = (await call(t.app, routes.listSessions, { params: { id: roomId }, as: Ben })).json();
    expect(seen.map((s: { theme: string | null; hidden: boolean }) => [s.theme, s.hidden])).toEqual([
      [null, true],
      ['Next up', false],
      ['Open now', false],
    ]);
    expect((await call(t.app, routes.getSession, { params: { id: secret.json().id }, as: Ben })).json()).toMatchObject({
      theme: null,
      description: null,
      hidden: true,
    });
    const adminList = (await call(t.app, routes.listSessions, { params: { id: roomId }, as: Ann })).json();
    expect(adminList[0]).toMatchObject({ theme: 'Secret theme', hidden: false });
    expect(JSON.stringify(recorded.events)).not.toContain('Secret theme');

    await call(t.app, routes.updateRoomSettings, {
      params: { id: roomId },
      body: { themeVisibility: 'none' },
      as: Ann,
    });
    const none = (await call(t.app, routes.listSessions, { params: { id: roomId }, as: Ben })).json();
    expect(none.map((s: { hidden: boolean }) => s.hidden)).toEqual([true, true, false]);
  });
});

describe('theme suggestions', () => {
  it('members suggest and upvote others once; an admin turns one into a session credited to its author', async () => {
    const { roomId, Ann, Ben, Cat } = await threePlayers();
    const made = await call(t.app, routes.createSuggestion, {
      params: { id: roomId },
      body: { theme: 'Songs about rain' },
      as: Ben,
    });
    expect(made.statusCode).toBe(201);
    const id = made.json().id;
    expect((await call(t.app, routes.upvoteSuggestion, { params: { id }, as: Ben })).statusCode).toBe(400);
    expect((await call(t.app, routes.upvoteSuggestion, { params: { id }, as: Cat })).json()).toMatchObject({
      upvotes: 1,
      upvotedByMe: true,
    });
    expect((await call(t.app, routes.upvoteSuggestion, { params: { id }, as: Cat })).statusCode).toBe(409);
    const list = (await call(t.app, routes.listSuggestions, { params: { id: roomId }, as: Ann })).json();
    expect(list).toEqual([
      expect.objectContaining({ theme: 'Songs about rain', userName: 'Ben', upvotes: 1, upvotedByMe: false }),
    ]);

    expect((await call(t.app, routes.useSuggestion, { params: { id }, as: Cat })).statusCode).toBe(403);
    const used = await call(t.app, routes.useSuggestion, { params: { id }, as: Ann });
    expect(used.statusCode).toBe(201);
    expect(used.json()).toMatchObject({
      theme: 'Songs about rain',
      suggestedBy: { userId: Ben.userId, userName: 'Ben' },
    });
    expect((await call(t.app, routes.listSuggestions, { params: { id: roomId }, as: Ann })).json()).toEqual([]);

    for (let i = 0; i < 5; i++)
      await call(t.app, routes.createSuggestion, { params: { id: roomId }, body: { theme: `Idea ${i}` }, as: Cat });
    expect(
      (await call(t.app, routes.createSuggestion, { params: { id: roomId }, body: { theme: 'One too many' }, as: Cat }))
        .statusCode,
    ).toBe(409);
    const mine = (await call(t.app, routes.listSuggestions, { params: { id: roomId }, as: Cat })).json()[0]!.id;
    expect((await call(t.app, routes.deleteSuggestion, { params: { id: mine }, as: Ben })).statusCode).toBe(403);
    expect((await call(t.app, routes.deleteSuggestion, { params: { id: mine }, as: Ann })).statusCode).toBe(204);
  });
});

describe('one video once per session', () => {
  const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
  it('refuses a video already in the session naming nobody, and says when an earlier round played it', async () => {
    const { roomId, Ann, Ben, Cat } = await threePlayers();
    const first = (
      await call(t.app, routes.createSession, { params: { id: roomId }, body: { theme: 'One' }, as: Ann })
    ).json();
    expect(
      (await call(t.app, routes.createSubmission, { params: { id: first.id }, body: { youtubeUrl: VIDEO }, as: Ben }))
        .statusCode,
    ).toBe(201);
    const again = await call(t.app, routes.createSubmission, {
      params: { id: first.id },
      body: { youtubeUrl: VIDEO },
      as: Cat,
    });
    expect(again.statusCode).toBe(409);
    expect(again.error().message).toBe('That video is already in this session — pick another');
    await advance(t.app, Ann.cookie, first.id, 'endSubmissions');
    await advance(t.app, Ann.cookie, first.id, 'endVoting');
    const second = (
      await call(t.app, routes.createSession, { params: { id: roomId }, body: { theme: 'Two' }, as: Ann })
    ).json();
    const repeat = await call(t.app, routes.createSubmission, {
      params: { id: second.id },
      body: { youtubeUrl: VIDEO },
      as: Cat,
    });
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json().playedIn).toEqual({ round: 1, message: 'Played in round 1' });
  });
});

describe('export', () => {
  it('has one row per vote of sessions in results, with formula-safe CSV cells; members only', async () => {
    const { roomId, Ann, Ben, Cat } = await threePlayers();
    await t.db.updateTable('users').set({ display_name: '=HYPERLINK("x")' }).where('id', '=', Cat.userId).execute();
    await playRound(roomId, Ann, [Ann, Ben, Cat], { Ann: { Ben: 5, Cat: 5 }, Ben: { Ann: 6, Cat: 4 } });
    await sessionWithSubmissions(t.db, roomId, [Ann, Ben], 'voting');
    const json = await call(t.app, routes.exportJson, { params: { id: roomId }, as: Ben });
    expect(json.statusCode).toBe(200);
    const rows = json.json().rows as { voter: string; submitter: string; points: number; round: number }[];
    expect(rows.map((r) => [r.voter, r.submitter, r.points, r.round]).sort()).toEqual(
      [
        ['Ann', 'Ben', 5, 1],
        ['Ann', '=HYPERLINK("x")', 5, 1],
        ['Ben', 'Ann', 6, 1],
        ['Ben', '=HYPERLINK("x")', 4, 1],
      ].sort(),
    );
    const csv = await call(t.app, routes.exportCsv, { params: { id: roomId }, as: Ann });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('season,round,theme,mode,videoUrl,title,submitter,voter,points,rank,badges,downvote,comment');
    expect(lines).toHaveLength(5);
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
    const zoe = (await createRoomWithPlayers(t.app, 'classic', ['Zoe'])).players.Zoe as P;
    expect((await call(t.app, routes.exportCsv, { params: { id: roomId }, as: zoe })).statusCode).toBe(404);
  });
});
