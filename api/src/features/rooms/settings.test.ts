import { routes } from '@clipclub/protocol';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/build-app.ts';
import { createRoomWithPlayers, type Player } from '../../test/factories.ts';
import { endVoting, get, refusal, sessionWithSubmissions, vote } from '../votes/test-fixtures.ts';

const t = useTestApp();

const settings = (who: Player, roomId: string, payload: unknown) =>
  call(t.app, routes.updateRoomSettings, { params: { id: roomId }, as: who, payload: payload });

describe('PATCH /api/rooms/:id/settings', () => {
  it('validates the voting mode with a clear message and lets only an admin change it', async () => {
    const { roomId, players: p } = await createRoomWithPlayers(t.app, 'classic', ['Ann', 'Bob']);
    expect(refusal(await settings(p.Ann!, roomId, { votingMode: 'chaos' }))).toEqual({
      status: 400,
      message: 'Voting mode must be classic, ranked_choice, grudge_match or appreciation_station',
    });
    expect(refusal(await settings(p.Bob!, roomId, { votingMode: 'ranked_choice' }))).toEqual({
      status: 403,
      message: 'Only a room admin can do that',
    });
    const { players: q } = await createRoomWithPlayers(t.app, 'classic', ['Zed']);
    expect(refusal(await settings(q.Zed!, roomId, { votingMode: 'ranked_choice' })).status).toBe(404);

    const ok = await settings(p.Ann!, roomId, { votingMode: 'ranked_choice' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: roomId, votingMode: 'ranked_choice' });
    expect((await get(t.app, p.Bob!, `/api/rooms/${roomId}`)).json().votingMode).toBe('ranked_choice');
  });

  it('leaves a running session on its mode and never changes finished results or the leaderboard', async () => {
    const { roomId, players: p } = await createRoomWithPlayers(t.app, 'classic', ['Ann', 'Bob', 'Cat']);
    const done = await sessionWithSubmissions(t.db, roomId, [p.Ann!, p.Bob!, p.Cat!]);
    await vote.classic(t.app, p.Cat!, done.sessionId, { [done.submissions.Ann!]: 5, [done.submissions.Bob!]: 5 });
    await endVoting(t.db, done.sessionId, 3);
    const results = (await get(t.app, p.Ann!, `/api/sessions/${done.sessionId}/results`)).json();
    const board = (await get(t.app, p.Ann!, `/api/leaderboard/room/${roomId}`)).json();
    expect(board.slice(0, 2)).toMatchObject([
      { userName: 'Ann', totalPoints: 5 },
      { userName: 'Bob', totalPoints: 5 },
    ]);

    const running = await sessionWithSubmissions(t.db, roomId, [p.Ann!, p.Bob!]);
    expect((await settings(p.Ann!, roomId, { votingMode: 'ranked_choice' })).statusCode).toBe(200);

    // The running session still asks for and accepts a classic ballot.
    const allocation = (await get(t.app, p.Cat!, `/api/sessions/${running.sessionId}/vote-allocation`)).json();
    expect(allocation.votingMode).toBe('classic');
    const ballot = await vote.classic(t.app, p.Cat!, running.sessionId, {
      [running.submissions.Ann!]: 5,
      [running.submissions.Bob!]: 5,
    });
    expect(ballot.statusCode).toBe(200);

    // Finished: same results, same standings, scored as classic.
    expect((await get(t.app, p.Ann!, `/api/sessions/${done.sessionId}/results`)).json()).toEqual(results);
    expect((await get(t.app, p.Ann!, `/api/leaderboard/room/${roomId}`)).json()).toEqual(board);

    // A session created after the change follows the room's new mode.
    await endVoting(t.db, running.sessionId, 3);
    const next = await sessionWithSubmissions(t.db, roomId, [p.Ann!, p.Bob!]);
    const nextAllocation = (await get(t.app, p.Cat!, `/api/sessions/${next.sessionId}/vote-allocation`)).json();
    expect(nextAllocation.votingMode).toBe('ranked_choice');
  });
});
