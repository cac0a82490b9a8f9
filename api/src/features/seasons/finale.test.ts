import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/build-app.ts';
import { createRoomWithPlayers } from '../../test/factories.ts';
import { advance, recordEvents } from '../sessions/test-support.ts';
import { useYouTubeStub } from '../submissions/test-youtube-stub.ts';
import { sessionWithSubmissions, vote } from '../votes/test-fixtures.ts';

const youtube = useYouTubeStub();
const t = useTestApp({ env: youtube.env });

type P = { cookie: string; userId: string; name: string };
const api = (method: 'GET' | 'POST' | 'PATCH', who: P, url: string, payload?: unknown) =>
  call(t.app, { method, url, cookie: who.cookie, payload });

async function threePlayers() {
  const { roomId, players } = await createRoomWithPlayers(t.app, 'classic', ['Ann', 'Ben', 'Cat']);
  const { Ann, Ben, Cat } = players as Record<'Ann' | 'Ben' | 'Cat', P>;
  return { roomId, Ann: Ann!, Ben: Ben!, Cat: Cat! };
}

type Note = { kind: string; roomId: string; payload: Record<string, unknown> };
const finaleNotes = async (who: P) =>
  ((await api('GET', who, '/api/notifications')).json().notifications as Note[]).filter(
    (n) => n.kind === 'season_finished',
  );

describe('the finale', () => {
  it('tells every member once, naming nobody; the next session starts the next season and the room hears it', async () => {
    const { roomId, Ann, Ben, Cat } = await threePlayers();
    const [season] = (await api('GET', Ann, `/api/rooms/${roomId}/seasons`)).json();
    await api('PATCH', Ann, `/api/seasons/${season.id}`, { name: 'Spring', rounds: 1 });

    const { sessionId, submissions } = await sessionWithSubmissions(t.db, roomId, [Ann, Ben, Cat]);
    expect(
      (await vote.classic(t.app, Ben, sessionId, { [submissions.Ann!]: 9, [submissions.Cat!]: 1 })).statusCode,
    ).toBe(200);
    const recorded = recordEvents(t.app);
    expect((await advance(t.app, Ann.cookie, sessionId, 'endVoting')).statusCode).toBe(200);
    // A second try at the same move changes nothing and announces nothing.
    expect((await advance(t.app, Ann.cookie, sessionId, 'endVoting')).statusCode).toBe(409);
    expect((await api('POST', Ann, `/api/seasons/${season.id}/end`)).statusCode).toBe(409);

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
    const record = async (who: P) => (await api('GET', who, '/api/profile')).json().record;
    expect(await record(Ann)).toMatchObject({
      seasonsPlayed: 1,
      seasonsWon: 1,
      seasons: [{ seasonId: season.id, seasonName: 'Spring', roomId, rank: 1, leaguePoints: 3, won: true }],
    });
    expect(await record(Ben)).toMatchObject({ seasonsPlayed: 1, seasonsWon: 0, seasons: [{ rank: 3, won: false }] });

    // (The round above was written directly; the room's counter moves past it.)
    await t.db.updateTable('rooms').set({ next_session_number: 10 }).where('id', '=', roomId).execute();
    // No "start next season" first: the admin just plans the next round.
    const created = await api('POST', Ann, `/api/rooms/${roomId}/sessions`, { theme: 'Encore' });
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
    const seasons = (await api('GET', Ben, `/api/rooms/${roomId}/seasons`)).json();
    expect(seasons.map((s: { name: string; status: string }) => [s.name, s.status])).toEqual([
      ['Season 2', 'running'],
      ['Spring', 'finished'],
    ]);
  });
});

describe('theme visibility in every event and answer', () => {
  it('reveals the next theme to members when a round opens, and follows the setting live', async () => {
    const { roomId, Ann, Ben } = await threePlayers();
    await api('PATCH', Ann, `/api/rooms/${roomId}/settings`, { themeVisibility: 'next' });
    const open = (await api('POST', Ann, `/api/rooms/${roomId}/sessions`, { theme: 'Open now' })).json();
    const next = (await api('POST', Ann, `/api/rooms/${roomId}/sessions`, { theme: 'Next up' })).json();
    const secret = (await api('POST', Ann, `/api/rooms/${roomId}/sessions`, { theme: 'Secret theme' })).json();
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
    expect((await api('GET', Ben, `/api/sessions/${secret.id}`)).json()).toMatchObject({ theme: 'Secret theme' });

    recorded.events.length = 0;
    await api('PATCH', Ann, `/api/rooms/${roomId}/settings`, { themeVisibility: 'none' });
    expect(updates()).toEqual([expect.objectContaining({ id: secret.id, theme: null, hidden: true })]);
    expect(JSON.stringify(recorded.events)).not.toContain('Secret theme');
    expect((await api('GET', Ben, `/api/sessions/${secret.id}`)).json()).toMatchObject({ theme: null, hidden: true });

    recorded.events.length = 0;
    await api('PATCH', Ann, `/api/rooms/${roomId}/settings`, { themeVisibility: 'all' });
    recorded.stop();
    expect(updates()).toEqual([expect.objectContaining({ id: secret.id, theme: 'Secret theme', hidden: false })]);
  });

  it("'none' hides the upcoming theme on My Rooms too, except from admins", async () => {
    const { roomId, Ann, Ben } = await threePlayers();
    const only = (await api('POST', Ann, `/api/rooms/${roomId}/sessions`, { theme: 'Opener' })).json();
    await advance(t.app, Ann.cookie, only.id, 'endSubmissions');
    await advance(t.app, Ann.cookie, only.id, 'endVoting');
    await t.db.deleteFrom('sessions').where('id', '=', only.id).execute();
    await api('POST', Ann, `/api/rooms/${roomId}/sessions`, { theme: 'Kept quiet' });
    await t.db.updateTable('sessions').set({ status: 'upcoming' }).where('room_id', '=', roomId).execute();
    await api('PATCH', Ann, `/api/rooms/${roomId}/settings`, { themeVisibility: 'none' });

    const stateOf = async (who: P) =>
      (
        (await api('GET', who, '/api/room-states')).json().rooms as {
          roomId: string;
          session: { theme: string | null };
        }[]
      ).find((s) => s.roomId === roomId);
    expect((await stateOf(Ben))?.session).toMatchObject({ theme: null });
    expect((await stateOf(Ann))?.session).toMatchObject({ theme: 'Kept quiet' });
  });
});
