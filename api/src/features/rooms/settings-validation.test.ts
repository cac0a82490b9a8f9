import { routes } from '@clipclub/protocol';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/build-app.ts';
import { createRoomWithPlayers, type Player } from '../../test/factories.ts';
import { get, refusal } from '../votes/test-fixtures.ts';

// Every room setting: a bad value answers 400 naming the field and changes nothing;
// only an admin may change one (403), a stranger learns nothing (404).

const t = useTestApp();

const settings = (who: Player, roomId: string, payload: unknown) =>
  call(t.app, routes.updateRoomSettings, { params: { id: roomId }, as: who, payload: payload });

const TODAY = {
  submissionDay: 'thursday',
  submissionTime: '18:00',
  votingDay: 'tuesday',
  votingTime: '18:00',
  timeZone: 'America/Los_Angeles',
  pointsPerBallot: 10,
  perVideoCap: 5,
  downvoteTokens: 1,
  highStakes: false,
  closeEarly: false,
  themeVisibility: 'all',
};

const DAY = 'day of the week (monday to sunday)';
const BAD_VALUES: [string, unknown, string][] = [
  ['type', 'weekly', 'Room type must be automatic or manual'],
  ['submissionDay', 'thursdays', `Submission deadline day must be a ${DAY}`],
  ['submissionDay', 4, `Submission deadline day must be a ${DAY}`],
  ['submissionTime', '6pm', 'Submission deadline time must be a 24-hour time like 18:00'],
  ['submissionTime', '24:00', 'Submission deadline time must be a 24-hour time like 18:00'],
  ['votingDay', 'Someday', `Voting deadline day must be a ${DAY}`],
  ['votingTime', '18:60', 'Voting deadline time must be a 24-hour time like 18:00'],
  ['timeZone', 'Pacific Time', 'Time zone must be a time zone name like America/Los_Angeles'],
  ['timeZone', 'Mars/Olympus_Mons', 'Time zone must be a time zone name like America/Los_Angeles'],
  ['timeZone', 42, 'Time zone must be a time zone name like America/Los_Angeles'],
  ['pointsPerBallot', 0, 'Points per ballot must be a whole number from 1 to 100'],
  ['pointsPerBallot', 101, 'Points per ballot must be a whole number from 1 to 100'],
  ['pointsPerBallot', 10.5, 'Points per ballot must be a whole number from 1 to 100'],
  ['pointsPerBallot', '12', 'Points per ballot must be a whole number from 1 to 100'],
  ['perVideoCap', 0, 'Per-video cap must be a whole number from 1 to 100'],
  ['perVideoCap', 2.5, 'Per-video cap must be a whole number from 1 to 100'],
  ['downvoteTokens', -1, 'Downvote tokens per member must be a whole number from 0 to 10'],
  ['downvoteTokens', 11, 'Downvote tokens per member must be a whole number from 0 to 10'],
  ['downvoteTokens', null, 'Downvote tokens per member must be a whole number from 0 to 10'],
];

describe('PATCH /api/rooms/:id/settings validation', () => {
  it('answers every room with today’s rules as its settings', async () => {
    const { roomId, players: p } = await createRoomWithPlayers(t.app, 'classic', ['Ann', 'Bob']);
    expect((await get(t.app, p.Bob!, `/api/rooms/${roomId}`)).json().settings).toEqual(TODAY);
  });

  it('refuses each bad value with a message naming the setting and changes nothing', async () => {
    const { roomId, players: p } = await createRoomWithPlayers(t.app, 'classic', ['Ann']);
    for (const [field, value, message] of BAD_VALUES) {
      const res = await settings(p.Ann!, roomId, { [field]: value });
      expect({ field, ...refusal(res) }).toEqual({ field, status: 400, message });
      expect(res.error().issues?.[0]?.path).toEqual([field]);
    }
    const room = (await get(t.app, p.Ann!, `/api/rooms/${roomId}`)).json();
    expect(room.settings).toEqual(TODAY);
    expect(room.type).toBe('manual');
  });

  it('refuses an empty change and a cap above the points, also against the stored points', async () => {
    const { roomId, players: p } = await createRoomWithPlayers(t.app, 'classic', ['Ann']);
    expect(refusal(await settings(p.Ann!, roomId, {}))).toEqual({
      status: 400,
      message: 'Name at least one setting to change',
    });
    expect(refusal(await settings(p.Ann!, roomId, { pointsPerBallot: 8, perVideoCap: 9 }))).toEqual({
      status: 400,
      message: 'Per-video cap cannot be more than the points per ballot',
    });
    // Stored points are 10: a cap of 11 alone is refused, and so are 4 points under the stored cap of 5.
    expect(refusal(await settings(p.Ann!, roomId, { perVideoCap: 11 })).message).toBe(
      'Per-video cap cannot be more than the points per ballot',
    );
    expect(refusal(await settings(p.Ann!, roomId, { pointsPerBallot: 4 })).message).toBe(
      'Per-video cap cannot be more than the points per ballot',
    );
    expect((await get(t.app, p.Ann!, `/api/rooms/${roomId}`)).json().settings).toEqual(TODAY);
  });

  it('lets only an admin change a setting: 403 for a member, 404 for a stranger, 401 signed out', async () => {
    const { roomId, players: p } = await createRoomWithPlayers(t.app, 'classic', ['Ann', 'Bob']);
    const { players: other } = await createRoomWithPlayers(t.app, 'classic', ['Zed']);
    const change = { pointsPerBallot: 12, perVideoCap: 6, timeZone: 'Europe/London', type: 'automatic' };
    expect(refusal(await settings(p.Bob!, roomId, change))).toEqual({
      status: 403,
      message: 'Only a room admin can do that',
    });
    expect(refusal(await settings(other.Zed!, roomId, change))).toEqual({ status: 404, message: 'Room not found' });
    const signedOut = await call(t.app, routes.updateRoomSettings, { params: { id: roomId }, payload: change });
    expect(signedOut.statusCode).toBe(401);
    expect((await get(t.app, p.Ann!, `/api/rooms/${roomId}`)).json().settings).toEqual(TODAY);

    // A member promoted to admin may.
    await call(t.app, routes.setMemberRole, {
      params: { id: roomId, userId: p.Bob!.userId },
      as: p.Ann!,
      body: { isAdmin: true },
    });
    expect((await settings(p.Bob!, roomId, change)).statusCode).toBe(200);
  });

  it('stores every setting and answers the room with them, as every member then reads it', async () => {
    const { roomId, players: p } = await createRoomWithPlayers(t.app, 'classic', ['Ann', 'Bob']);
    const all = {
      votingMode: 'grudge_match',
      type: 'automatic',
      submissionDay: 'friday',
      submissionTime: '20:30',
      votingDay: 'monday',
      votingTime: '09:15',
      timeZone: 'Europe/Berlin',
      pointsPerBallot: 12,
      perVideoCap: 6,
      downvoteTokens: 3,
    };
    const res = await settings(p.Ann!, roomId, all);
    expect(res.statusCode).toBe(200);
    const { votingMode, type, ...rules } = all;
    expect(res.json()).toMatchObject({ votingMode, type, settings: rules });
    expect((await get(t.app, p.Bob!, `/api/rooms/${roomId}`)).json()).toMatchObject({
      votingMode,
      type,
      settings: rules,
    });
  });
});
