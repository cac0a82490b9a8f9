import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/build-app.ts';
import { createRoomWithPlayers } from '../../test/factories.ts';
import { advance, recordEvents } from '../sessions/test-support.ts';
import { useYouTubeStub } from '../submissions/test-youtube-stub.ts';
import { get, sessionWithSubmissions, vote } from '../votes/test-fixtures.ts';

const youtube = useYouTubeStub();
const t = useTestApp({ env: youtube.env });

type P = { cookie: string; userId: string; name: string };
const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', who: P, url: string, payload?: unknown) =>
  call(t.app, { method, url, cookie: who.cookie, payload });

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
    const seasons = await api('GET', Ben, `/api/rooms/${roomId}/seasons`);
    expect(seasons.statusCode).toBe(200);
    expect(seasons.json()).toEqual([
      expect.objectContaining({ number: 1, name: 'Season 1', rounds: null, status: 'running', sessionIds: [] }),
    ]);
    const { roomId: otherRoom } = await createRoomWithPlayers(t.app, 'classic', ['Zed']);
    expect((await api('GET', Ann, `/api/rooms/${otherRoom}/seasons`)).statusCode).toBe(404);
    const seasonId = seasons.json()[0].id;
    expect((await api('PATCH', Ben, `/api/seasons/${seasonId}`, { rounds: 2 })).statusCode).toBe(403);
    expect((await api('POST', Ben, `/api/seasons/${seasonId}/end`)).statusCode).toBe(403);
    expect((await api('POST', Ben, `/api/rooms/${roomId}/seasons`, {})).statusCode).toBe(403);
    const zed = (await createRoomWithPlayers(t.app, 'classic', ['Zoe'])).players.Zoe as P;
    expect((await api('GET', zed, `/api/seasons/${seasonId}/standings`)).statusCode).toBe(404);
    expect((await api('PATCH', Ann, `/api/seasons/${seasonId}`, { rounds: 53 })).statusCode).toBe(400);
  });

  it('plays a 2-round season to its finale: standings after each round, a finale naming nobody, the recap', async () => {
    const { roomId, Ann, Ben, Cat } = await threePlayers();
    const [season] = (await api('GET', Ann, `/api/rooms/${roomId}/seasons`)).json();
    expect((await api('PATCH', Ann, `/api/seasons/${season.id}`, { rounds: 2 })).json()).toMatchObject({ rounds: 2 });
    const recorded = recordEvents(t.app);

    // Round 1: Ann 13, Ben 11, Cat 6 points → league points 3, 2, 1.
    await playRound(roomId, Ann, [Ann, Ben, Cat], {
      Ann: { Ben: 5, Cat: 5 },
      Ben: { Ann: 9, Cat: 1 },
      Cat: { Ann: 4, Ben: 6 },
    });
    const afterOne = (await api('GET', Cat, `/api/seasons/${season.id}/standings`)).json();
    expect(afterOne.map((s: { userName: string; leaguePoints: number }) => [s.userName, s.leaguePoints])).toEqual([
      ['Ann', 3],
      ['Ben', 2],
      ['Cat', 1],
    ]);
    expect(recorded.events.some((e) => e.name === 'standings:updated' && e.payload.seasonId === season.id)).toBe(true);
    expect((await api('GET', Ann, `/api/seasons/${season.id}/recap`)).statusCode).toBe(409);

    // Round 2 (Ben does not vote): Ann 9 and Cat 9 share first (3 each), Ben 2 → 1.
    await playRound(roomId, Ann, [Ann, Ben, Cat], { Ann: { Cat: 9, Ben: 1 }, Cat: { Ann: 9, Ben: 1 } });
    recorded.stop();

    const finished = (await api('GET', Ben, `/api/rooms/${roomId}/seasons`)).json()[0];
    expect(finished).toMatchObject({ id: season.id, status: 'finished', rounds: 2 });
    expect(finished.sessionIds).toHaveLength(2);
    const finale = recorded.events.filter((e) => e.name === 'season:finished');
    expect(finale).toHaveLength(1);
    // The event carries the Season and nothing else: no champion, no names.
    expect(JSON.stringify(finale[0]!.payload)).not.toMatch(/Ann|Ben|Cat/);

    const standings = (await api('GET', Ben, `/api/seasons/${season.id}/standings`)).json();
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
    const recap = await api('GET', Cat, `/api/seasons/${season.id}/recap`);
    expect(recap.statusCode).toBe(200);
    expect(recap.json().podium.map((s: { userName: string }) => s.userName)).toEqual(['Ann', 'Cat', 'Ben']);
    expect(recap.json().rounds).toHaveLength(2);

    // The next season in one step, with the same length; a new session joins it as round 1.
    const next = await api('POST', Ann, `/api/rooms/${roomId}/seasons`, {});
    expect(next.statusCode).toBe(201);
    expect(next.json()).toMatchObject({ number: 2, name: 'Season 2', rounds: 2, status: 'running' });
    // (The rounds above were written directly; the room's counter moves past them.)
    await t.db.updateTable('rooms').set({ next_session_number: 10 }).where('id', '=', roomId).execute();
    const created = await api('POST', Ann, `/api/rooms/${roomId}/sessions`, { theme: 'Openers' });
    expect(created.json()).toMatchObject({ seasonId: next.json().id, round: 1 });
  });

  it('ends a season early, not while a session is open, and only once', async () => {
    const { roomId, Ann, Ben, Cat } = await threePlayers();
    const [season] = (await api('GET', Ann, `/api/rooms/${roomId}/seasons`)).json();
    const { sessionId } = await sessionWithSubmissions(t.db, roomId, [Ann, Ben, Cat]);
    expect((await api('POST', Ann, `/api/seasons/${season.id}/end`)).statusCode).toBe(409);
    expect((await api('POST', Ann, `/api/rooms/${roomId}/seasons`, {})).statusCode).toBe(409);
    await advance(t.app, Ann.cookie, sessionId, 'endVoting');
    const ended = await api('POST', Ann, `/api/seasons/${season.id}/end`);
    expect(ended.json()).toMatchObject({ status: 'finished', sessionIds: [sessionId] });
    expect((await api('POST', Ann, `/api/seasons/${season.id}/end`)).statusCode).toBe(409);
    expect((await api('PATCH', Ann, `/api/seasons/${season.id}`, { rounds: 0 })).statusCode).toBe(400);
  });

  it('refuses fewer rounds than already played', async () => {
    const { roomId, Ann, Ben, Cat } = await threePlayers();
    const [season] = (await api('GET', Ann, `/api/rooms/${roomId}/seasons`)).json();
    await playRound(roomId, Ann, [Ann, Ben, Cat], { Ann: { Ben: 5, Cat: 5 } });
    await playRound(roomId, Ann, [Ann, Ben, Cat], { Ann: { Ben: 5, Cat: 5 } });
    const res = await api('PATCH', Ann, `/api/seasons/${season.id}`, { rounds: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('A season cannot have fewer rounds than it already holds');
  });
});

describe('theme visibility', () => {
  it("'next' hides later upcoming themes from members, in answers and events; admins see them", async () => {
    const { roomId, Ann, Ben } = await threePlayers();
    expect((await api('PATCH', Ann, `/api/rooms/${roomId}/settings`, { themeVisibility: 'next' })).statusCode).toBe(
      200,
    );
    await api('POST', Ann, `/api/rooms/${roomId}/sessions`, { theme: 'Open now' });
    await api('POST', Ann, `/api/rooms/${roomId}/sessions`, { theme: 'Next up' });
    const recorded = recordEvents(t.app);
    const secret = await api('POST', Ann, `/api/rooms/${roomId}/sessions`, { theme: 'Secret theme' });
    recorded.stop();
    expect(secret.json()).toMatchObject({ theme: 'Secret theme', hidden: false, round: 3 });

    const seen = (await api('GET', Ben, `/api/rooms/${roomId}/sessions`)).json();
    expect(seen.map((s: { theme: string | null; hidden: boolean }) => [s.theme, s.hidden])).toEqual([
      [null, true],
      ['Next up', false],
      ['Open now', false],
    ]);
    expect((await get(t.app, Ben, `/api/sessions/${secret.json().id}`)).json()).toMatchObject({
      theme: null,
      description: null,
      hidden: true,
    });
    const adminList = (await api('GET', Ann, `/api/rooms/${roomId}/sessions`)).json();
    expect(adminList[0]).toMatchObject({ theme: 'Secret theme', hidden: false });
    expect(JSON.stringify(recorded.events)).not.toContain('Secret theme');

    await api('PATCH', Ann, `/api/rooms/${roomId}/settings`, { themeVisibility: 'none' });
    const none = (await api('GET', Ben, `/api/rooms/${roomId}/sessions`)).json();
    expect(none.map((s: { hidden: boolean }) => s.hidden)).toEqual([true, true, false]);
  });
});

describe('theme suggestions', () => {
  it('members suggest and upvote others once; an admin turns one into a session credited to its author', async () => {
    const { roomId, Ann, Ben, Cat } = await threePlayers();
    const made = await api('POST', Ben, `/api/rooms/${roomId}/suggestions`, { theme: 'Songs about rain' });
    expect(made.statusCode).toBe(201);
    const id = made.json().id;
    expect((await api('POST', Ben, `/api/suggestions/${id}/upvote`)).statusCode).toBe(400);
    expect((await api('POST', Cat, `/api/suggestions/${id}/upvote`)).json()).toMatchObject({
      upvotes: 1,
      upvotedByMe: true,
    });
    expect((await api('POST', Cat, `/api/suggestions/${id}/upvote`)).statusCode).toBe(409);
    const list = (await api('GET', Ann, `/api/rooms/${roomId}/suggestions`)).json();
    expect(list).toEqual([
      expect.objectContaining({ theme: 'Songs about rain', userName: 'Ben', upvotes: 1, upvotedByMe: false }),
    ]);

    expect((await api('POST', Cat, `/api/suggestions/${id}/use`)).statusCode).toBe(403);
    const used = await api('POST', Ann, `/api/suggestions/${id}/use`);
    expect(used.statusCode).toBe(201);
    expect(used.json()).toMatchObject({
      theme: 'Songs about rain',
      suggestedBy: { userId: Ben.userId, userName: 'Ben' },
    });
    expect((await api('GET', Ann, `/api/rooms/${roomId}/suggestions`)).json()).toEqual([]);

    for (let i = 0; i < 5; i++) await api('POST', Cat, `/api/rooms/${roomId}/suggestions`, { theme: `Idea ${i}` });
    expect((await api('POST', Cat, `/api/rooms/${roomId}/suggestions`, { theme: 'One too many' })).statusCode).toBe(
      409,
    );
    const mine = (await api('GET', Cat, `/api/rooms/${roomId}/suggestions`)).json()[0].id;
    expect((await api('DELETE', Ben, `/api/suggestions/${mine}`)).statusCode).toBe(403);
    expect((await api('DELETE', Ann, `/api/suggestions/${mine}`)).statusCode).toBe(204);
  });
});

describe('one video once per session', () => {
  const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
  it('refuses a video already in the session naming nobody, and says when an earlier round played it', async () => {
    const { roomId, Ann, Ben, Cat } = await threePlayers();
    const first = (await api('POST', Ann, `/api/rooms/${roomId}/sessions`, { theme: 'One' })).json();
    expect((await api('POST', Ben, `/api/sessions/${first.id}/submissions`, { youtubeUrl: VIDEO })).statusCode).toBe(
      201,
    );
    const again = await api('POST', Cat, `/api/sessions/${first.id}/submissions`, { youtubeUrl: VIDEO });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('That video is already in this session — pick another');
    await advance(t.app, Ann.cookie, first.id, 'endSubmissions');
    await advance(t.app, Ann.cookie, first.id, 'endVoting');
    const second = (await api('POST', Ann, `/api/rooms/${roomId}/sessions`, { theme: 'Two' })).json();
    const repeat = await api('POST', Cat, `/api/sessions/${second.id}/submissions`, { youtubeUrl: VIDEO });
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
    const json = await api('GET', Ben, `/api/rooms/${roomId}/export.json`);
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
    const csv = await api('GET', Ann, `/api/rooms/${roomId}/export.csv`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('season,round,theme,mode,videoUrl,title,submitter,voter,points,rank,badges,downvote,comment');
    expect(lines).toHaveLength(5);
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
    const zoe = (await createRoomWithPlayers(t.app, 'classic', ['Zoe'])).players.Zoe as P;
    expect((await api('GET', zoe, `/api/rooms/${roomId}/export.csv`)).statusCode).toBe(404);
  });
});
