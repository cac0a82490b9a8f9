import { routes } from '@clipclub/protocol';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/build-app.ts';
import { createRoomWithAdmin, createRoomWithPlayers, signInAndJoin } from '../../test/factories.ts';
import { advance, createSession, recordEvents } from '../sessions/test-support.ts';
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

type Note = { kind: string; roomId: string; payload: Record<string, unknown> };
const finaleNotes = async (who: P) =>
  ((await call(t.app, routes.listNotifications, { as: who })).json().notifications as Note[]).filter(
    (n) => n.kind === 'season_finished',
  );

describe('the finale', () => {
  it('tells every member once, naming nobody; the next session starts the next season and the room hears it', async () => {
    const { roomId, Ann, Ben, Cat } = await threePlayers();
    const season = (await call(t.app, routes.listSeasons, { params: { id: roomId }, as: Ann })).json()[0]!;
    await call(t.app, routes.updateSeason, { params: { id: season.id }, body: { name: 'Spring', rounds: 1 }, as: Ann });

    const { sessionId, submissions } = await sessionWithSubmissions(t.db, roomId, [Ann, Ben, Cat]);
    expect(
      (await vote.classic(t.app, Ben, sessionId, { [submissions.Ann!]: 9, [submissions.Cat!]: 1 })).statusCode,
    ).toBe(200);
    const recorded = recordEvents(t.app);
    expect((await advance(t.app, Ann.cookie, sessionId, 'endVoting')).statusCode).toBe(200);
    // A second try at the same move changes nothing and announces nothing.
    expect((await advance(t.app, Ann.cookie, sessionId, 'endVoting')).statusCode).toBe(409);
    expect((await call(t.app, routes.endSeason, { params: { id: season.id }, as: Ann })).statusCode).toBe(409);

    for (const who of [Ann, Ben, Cat]) {
      const notes = await finaleNotes(who);
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({
        roomId,
        payload: { seasonId: season.id, seasonName: 'Spring', roomName: expect.any(String) },
      });
      expect(JSON.stringify(notes[0])).not.toMatch(/Ann|Ben|Cat/);
    }
    expect(recorded.events.filter((e) => e.name === 'season:finished')).toHaveLength(1);

    // Profiles: Ann won Spring (9 points, 3 league points); Ben played it (voted), third.
    const record = async (who: P) => (await call(t.app, routes.getProfile, { as: who })).json().record;
    expect(await record(Ann)).toMatchObject({
      seasonsPlayed: 1,
      seasonsWon: 1,
      seasons: [{ seasonId: season.id, seasonName: 'Spring', roomId, rank: 1, leaguePoints: 3, won: true }],
    });
    expect(await record(Ben)).toMatchObject({ seasonsPlayed: 1, seasonsWon: 0, seasons: [{ rank: 3, won: false }] });

    // (The round above was written directly; the room's counter moves past it.)
    await t.db.updateTable('rooms').set({ next_session_number: 10 }).where('id', '=', roomId).execute();
    // No "start next season" first: the admin just plans the next round.
    const created = await call(t.app, routes.createSession, {
      params: { id: roomId },
      body: { theme: 'Encore' },
      as: Ann,
    });
    expect(created.statusCode).toBe(201);
    recorded.stop();
    const started = recorded.events.filter((e) => e.name === 'season:updated');
    expect(started.map((e) => e.payload.season)).toEqual([
      expect.objectContaining({
        number: 2,
        name: 'Season 2',
        rounds: 1,
        status: 'running',
        sessionIds: [created.json().id],
      }),
    ]);
    const seasons = (await call(t.app, routes.listSeasons, { params: { id: roomId }, as: Ben })).json();
    expect(seasons.map((s: { name: string; status: string }) => [s.name, s.status])).toEqual([
      ['Season 2', 'running'],
      ['Spring', 'finished'],
    ]);
  });
});

describe('the finale of a room whose results open its next session', () => {
  it('an automatic room (the move under the room lock, not the one-statement move) announces it once', async () => {
    const { admin, roomId, inviteCode } = await createRoomWithAdmin(t.app, {
      type: 'automatic',
      startDate: '2026-11-19',
    });
    await signInAndJoin(t.app, inviteCode, { email: 'bo@example.com', firstName: 'Bo' });
    const season = (await call(t.app, routes.listSeasons, { params: { id: roomId }, as: admin })).json()[0]!;
    await call(t.app, routes.updateSeason, { params: { id: season.id }, body: { rounds: 1 }, as: admin });
    const session = await createSession(t.app, admin.cookie, roomId);
    expect(session.status).toBe('submissions');
    expect((await advance(t.app, admin.cookie, session.id, 'endSubmissions')).statusCode).toBe(200);
    const recorded = recordEvents(t.app);
    expect((await advance(t.app, admin.cookie, session.id, 'endVoting')).statusCode).toBe(200);
    recorded.stop();
    expect(recorded.events.filter((e) => e.name === 'season:finished')).toHaveLength(1);
    const notes = (await call(t.app, routes.listNotifications, { as: admin })).json().notifications as Note[];
    expect(notes.filter((n) => n.kind === 'season_finished')).toHaveLength(1);
  });
});

describe('theme visibility in every event and answer', () => {
  it('reveals the next theme to members when a round opens, and follows the setting live', async () => {
    const { roomId, Ann, Ben } = await threePlayers();
    await call(t.app, routes.updateRoomSettings, {
      params: { id: roomId },
      body: { themeVisibility: 'next' },
      as: Ann,
    });
    const open = (
      await call(t.app, routes.createSession, { params: { id: roomId }, body: { theme: 'Open now' }, as: Ann })
    ).json();
    const next = (
      await call(t.app, routes.createSession, { params: { id: roomId }, body: { theme: 'Next up' }, as: Ann })
    ).json();
    const secret = (
      await call(t.app, routes.createSession, { params: { id: roomId }, body: { theme: 'Secret theme' }, as: Ann })
    ).json();
    await advance(t.app, Ann.cookie, open.id, 'endSubmissions');
    await advance(t.app, Ann.cookie, open.id, 'endVoting');

    const recorded = recordEvents(t.app);
    expect((await advance(t.app, Ann.cookie, next.id, 'startSubmissions')).statusCode).toBe(200);
    const updates = () =>
      recorded.events
        .filter((e) => e.name === 'session:updated')
        .map((e) => e.payload.session as { id: string; theme: string | null; hidden: boolean });
    // 'Secret theme' is now the next upcoming round: members hear it as it now reads.
    expect(updates()).toEqual([expect.objectContaining({ id: secret.id, theme: 'Secret theme', hidden: false })]);
    expect((await call(t.app, routes.getSession, { params: { id: secret.id }, as: Ben })).json()).toMatchObject({
      theme: 'Secret theme',
    });

    recorded.events.length = 0;
    await call(t.app, routes.updateRoomSettings, {
      params: { id: roomId },
      body: { themeVisibility: 'none' },
      as: Ann,
    });
    expect(updates()).toEqual([expect.objectContaining({ id: secret.id, theme: null, hidden: true })]);
    expect(JSON.stringify(recorded.events)).not.toContain('Secret theme');
    expect((await call(t.app, routes.getSession, { params: { id: secret.id }, as: Ben })).json()).toMatchObject({
      theme: null,
      hidden: true,
    });

    recorded.events.length = 0;
    await call(t.app, routes.updateRoomSettings, { params: { id: roomId }, body: { themeVisibility: 'all' }, as: Ann });
    recorded.stop();
    expect(updates()).toEqual([expect.objectContaining({ id: secret.id, theme: 'Secret theme', hidden: false })]);
  });

  it("'none' hides the upcoming theme on My Rooms too, except from admins", async () => {
    const { roomId, Ann, Ben } = await threePlayers();
    const only = (
      await call(t.app, routes.createSession, { params: { id: roomId }, body: { theme: 'Opener' }, as: Ann })
    ).json();
    await advance(t.app, Ann.cookie, only.id, 'endSubmissions');
    await advance(t.app, Ann.cookie, only.id, 'endVoting');
    await t.db.deleteFrom('sessions').where('id', '=', only.id).execute();
    await call(t.app, routes.createSession, { params: { id: roomId }, body: { theme: 'Kept quiet' }, as: Ann });
    await t.db.updateTable('sessions').set({ status: 'upcoming' }).where('room_id', '=', roomId).execute();
    await call(t.app, routes.updateRoomSettings, {
      params: { id: roomId },
      body: { themeVisibility: 'none' },
      as: Ann,
    });

    const stateOf = async (who: P) =>
      (
        (await call(t.app, routes.getRoomStates, { as: who })).json().rooms as {
          roomId: string;
          session: { theme: string | null };
        }[]
      ).find((s) => s.roomId === roomId);
    expect((await stateOf(Ben))?.session).toMatchObject({ theme: null });
    expect((await stateOf(Ann))?.session).toMatchObject({ theme: 'Kept quiet' });
  });
});
