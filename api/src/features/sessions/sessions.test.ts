import { routes } from '@clipclub/protocol';
import { describe, expect, it } from 'vitest';
import { call, callSweep, type SweepCall, signIn, sweepName, useTestApp } from '../../test/build-app.ts';
import { createRoomWithAdmin, signInAndJoin } from '../../test/factories.ts';
import { stubTitle, useYouTubeStub } from '../submissions/test-youtube-stub.ts';
import { advance, castBallot, createSession, getSession, recordEvents } from './test-support.ts';

const youtube = useYouTubeStub();
const t = useTestApp({ env: youtube.env });

const submit = (cookie: string, sessionId: string, videoId: string) =>
  call(t.app, routes.createSubmission, {
    params: { id: sessionId },
    as: cookie,
    body: { youtubeUrl: `https://youtu.be/${videoId}` },
  });

describe('creating sessions', () => {
  it('opens the first session at once and queues the next as upcoming, numbering 1, 2, …', async () => {
    const { admin, roomId } = await createRoomWithAdmin(t.app);
    const recorder = recordEvents(t.app);
    const first = await call(t.app, routes.createSession, {
      params: { id: roomId },
      as: admin,
      body: { theme: '  Road movies ', description: 'Anything with a car' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      roomId,
      sessionNumber: 1,
      theme: 'Road movies',
      description: 'Anything with a car',
      status: 'submissions',
      submissionsDeadline: null,
      votingDeadline: null,
      playlistId: null,
      playlistUrl: null,
      memberCount: 1,
      submittedCount: 0,
      votedCount: 0,
      submitters: [],
      voters: [],
      createdAt: '2026-11-19T20:00:00.000Z',
    });
    const second = await createSession(t.app, admin.cookie, roomId, 'Heist films');
    expect(second).toMatchObject({ sessionNumber: 2, status: 'upcoming' });
    recorder.stop();
    // Each session joins the room's season: the season's round count moves with it.
    expect(recorder.events.map((e) => [e.roomId, e.name])).toEqual([
      [roomId, 'session:created'],
      [roomId, 'season:updated'],
      [roomId, 'session:created'],
      [roomId, 'season:updated'],
    ]);
    expect(recorder.events[0]?.payload).toEqual({ roomId, session: first.json() });
  });

  it('gives an automatic room its first deadlines and leaves upcoming sessions TBD', async () => {
    const { admin, roomId } = await createRoomWithAdmin(t.app, { type: 'automatic', startDate: '2026-11-26' });
    const first = await createSession(t.app, admin.cookie, roomId);
    expect(first).toMatchObject({
      status: 'submissions',
      submissionsDeadline: '2026-11-27T02:00:00.000Z',
      votingDeadline: '2026-12-02T02:00:00.000Z',
    });
    const second = await createSession(t.app, admin.cookie, roomId);
    expect(second).toMatchObject({ status: 'upcoming', submissionsDeadline: null, votingDeadline: null });
  });

  it('follows daylight saving: start 2027-03-11 is due 02:00Z, voting the Tuesday after at 01:00Z', async () => {
    t.clock.set('2027-03-01T12:00:00.000Z');
    const { admin, roomId } = await createRoomWithAdmin(t.app, { type: 'automatic', startDate: '2027-03-11' });
    expect(await createSession(t.app, admin.cookie, roomId)).toMatchObject({
      submissionsDeadline: '2027-03-12T02:00:00.000Z',
      votingDeadline: '2027-03-17T01:00:00.000Z',
    });
  });

  it('moves a start date already past to the next Thursday', async () => {
    t.clock.set('2026-12-02T20:00:00.000Z'); // a Wednesday, a week after the start date
    const { admin, roomId } = await createRoomWithAdmin(t.app, { type: 'automatic', startDate: '2026-11-26' });
    // Room creation refuses nothing about the past; the first session takes the next Thursday.
    expect(await createSession(t.app, admin.cookie, roomId)).toMatchObject({
      submissionsDeadline: '2026-12-04T02:00:00.000Z',
      votingDeadline: '2026-12-09T02:00:00.000Z',
    });
  });

  it.each([
    [{}, 'Theme is required'],
    [{ theme: '   ' }, 'Theme is required'],
    [{ theme: 42 }, 'Theme is required'],
    [{ theme: 'x'.repeat(201) }, 'Theme must be at most 200 characters'],
  ])('refuses %j with %s', async (payload, message) => {
    const { admin, roomId } = await createRoomWithAdmin(t.app);
    const res = await call(t.app, routes.createSession, { params: { id: roomId }, as: admin, payload: payload });
    expect(res.statusCode).toBe(400);
    expect(res.error().message).toBe(message);
  });

  it('accepts a theme of exactly 200 characters', async () => {
    const { admin, roomId } = await createRoomWithAdmin(t.app);
    expect((await createSession(t.app, admin.cookie, roomId, 'x'.repeat(200))).sessionNumber).toBe(1);
  });

  it('gives one of two simultaneous creates the open slot and queues the other', async () => {
    const { admin, roomId } = await createRoomWithAdmin(t.app);
    const both = await Promise.all(
      ['A', 'B'].map((theme) =>
        call(t.app, routes.createSession, { params: { id: roomId }, as: admin, body: { theme } }),
      ),
    );
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(both.map((r) => r.json().status).sort()).toEqual(['submissions', 'upcoming']);
    expect(both.map((r) => r.json().sessionNumber).sort()).toEqual([1, 2]);
  });
});

describe('reading sessions', () => {
  it('lists sessions newest first with counts, participants by name and the playlist once voting', async () => {
    const { admin, roomId, inviteCode } = await createRoomWithAdmin(t.app);
    const zoe = await signInAndJoin(t.app, inviteCode, {
      email: 'zoe@example.com',
      firstName: 'Zoe',
      lastName: 'Park',
    });
    const bo = await signInAndJoin(t.app, inviteCode, { email: 'bo@example.com', firstName: 'Bo' });
    const s1 = await createSession(t.app, admin.cookie, roomId, 'One');
    await createSession(t.app, admin.cookie, roomId, 'Two');
    expect((await submit(zoe.cookie, s1.id, 'zzzzzzzzzz1')).statusCode).toBe(201);
    expect((await submit(bo.cookie, s1.id, 'bbbbbbbbbb1')).statusCode).toBe(201);

    let list = (await call(t.app, routes.listSessions, { params: { id: roomId }, as: bo })).json();
    // Newest first (the list is paged, and the sessions players need are the latest).
    expect(list.map((s) => s.theme)).toEqual(['Two', 'One']);
    expect(list[1]).toMatchObject({ memberCount: 3, submittedCount: 2, votedCount: 0, playlistUrl: null });
    // Alphabetical, not in submission order (that order would match the anonymous playlist).
    expect(list[1]?.submitters).toEqual([
      { userId: bo.userId, userName: 'Bo', userImage: null },
      { userId: zoe.userId, userName: 'Zoe Park', userImage: null },
    ]);

    expect((await advance(t.app, admin.cookie, s1.id, 'endSubmissions')).statusCode).toBe(200);
    await castBallot(t.db, s1.id, admin.userId);
    list = (await call(t.app, routes.listSessions, { params: { id: roomId }, as: bo })).json();
    expect(list[1]).toMatchObject({
      status: 'voting',
      votedCount: 1,
      voters: [{ userId: admin.userId, userName: 'Ada', userImage: null }],
      // Both videos, in the session's display order, whichever that is.
      playlistUrl: expect.stringMatching(/video_ids=(zzzzzzzzzz1,bbbbbbbbbb1|bbbbbbbbbb1,zzzzzzzzzz1)$/),
    });
    await t.db.updateTable('sessions').set({ playlist_id: 'PLabc' }).where('id', '=', s1.id).execute();
    const one = await getSession(t.app, bo.cookie, s1.id);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      playlistId: 'PLabc',
      playlistUrl: 'https://www.youtube.com/playlist?list=PLabc',
    });
    expect(JSON.stringify(list)).not.toContain(stubTitle('zzzzzzzzzz1'));
  });

  it('keeps the member count of the moment results were reached', async () => {
    const { admin, roomId, inviteCode } = await createRoomWithAdmin(t.app);
    const s1 = await createSession(t.app, admin.cookie, roomId);
    await advance(t.app, admin.cookie, s1.id, 'endSubmissions');
    await advance(t.app, admin.cookie, s1.id, 'endVoting');
    await signInAndJoin(t.app, inviteCode, { email: 'late@example.com', firstName: 'Late' });
    expect((await getSession(t.app, admin.cookie, s1.id)).json().memberCount).toBe(1);
    const row = await t.db
      .selectFrom('sessions')
      .select('members_at_results')
      .where('id', '=', s1.id)
      .executeTakeFirst();
    expect(row?.members_at_results).toBe(1);
  });
});

describe('editing and deleting sessions', () => {
  it('updates theme and description and announces it', async () => {
    const { admin, roomId } = await createRoomWithAdmin(t.app);
    const s1 = await createSession(t.app, admin.cookie, roomId);
    const recorder = recordEvents(t.app);
    const res = await call(t.app, routes.updateSession, {
      params: { id: s1.id },
      as: admin,
      body: { theme: 'Heists', description: '' },
    });
    recorder.stop();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: s1.id, theme: 'Heists', description: null, status: 'submissions' });
    expect(recorder.events).toEqual([{ roomId, name: 'session:updated', payload: { roomId, session: res.json() } }]);
    const bad = await call(t.app, routes.updateSession, { params: { id: s1.id }, as: admin, body: { theme: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.error().message).toBe('Theme is required');
  });

  it('deletes a session with its submissions and votes, and never reuses its number', async () => {
    const { admin, roomId } = await createRoomWithAdmin(t.app);
    const s1 = await createSession(t.app, admin.cookie, roomId);
    expect((await submit(admin.cookie, s1.id, 'aaaaaaaaaa1')).statusCode).toBe(201);
    await castBallot(t.db, s1.id, admin.userId);
    const recorder = recordEvents(t.app);
    const res = await call(t.app, routes.deleteSession, { params: { id: s1.id }, as: admin });
    recorder.stop();
    expect(res.statusCode).toBe(204);
    expect(recorder.events).toEqual([{ roomId, name: 'session:deleted', payload: { roomId, sessionId: s1.id } }]);
    expect((await getSession(t.app, admin.cookie, s1.id)).statusCode).toBe(404);
    expect(await t.db.selectFrom('submissions').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('ballots').selectAll().execute()).toEqual([]);
    expect((await createSession(t.app, admin.cookie, roomId)).sessionNumber).toBe(2);
  });

  it('opens the next upcoming session when the active one of an automatic room is deleted', async () => {
    const { admin, roomId } = await createRoomWithAdmin(t.app, { type: 'automatic', startDate: '2026-11-26' });
    const s1 = await createSession(t.app, admin.cookie, roomId);
    const s2 = await createSession(t.app, admin.cookie, roomId);
    await call(t.app, routes.deleteSession, { params: { id: s1.id }, as: admin });
    expect((await getSession(t.app, admin.cookie, s2.id)).json()).toMatchObject({
      status: 'submissions',
      submissionsDeadline: '2026-11-27T02:00:00.000Z',
    });
  });
});

describe('who may do what', () => {
  const sweep = (roomId: string, sessionId: string): SweepCall[] => [
    { route: routes.listSessions, params: { id: roomId } },
    { route: routes.createSession, params: { id: roomId }, body: { theme: 'X' } },
    { route: routes.getSession, params: { id: sessionId } },
    { route: routes.updateSession, params: { id: sessionId }, body: { theme: 'X' } },
    { route: routes.deleteSession, params: { id: sessionId } },
    { route: routes.advanceSession, params: { id: sessionId }, body: { action: 'endSubmissions' } },
  ];

  it('answers 401 to a visitor who is not signed in', async () => {
    const { admin, roomId } = await createRoomWithAdmin(t.app);
    const s1 = await createSession(t.app, admin.cookie, roomId);
    for (const one of sweep(roomId, s1.id)) {
      const res = await callSweep(t.app, one);
      expect([sweepName(one), res.statusCode, res.error().message]).toEqual([sweepName(one), 401, 'Not signed in']);
    }
  });

  it('answers 404 to a stranger, and for malformed or unknown ids', async () => {
    const { admin, roomId } = await createRoomWithAdmin(t.app);
    const s1 = await createSession(t.app, admin.cookie, roomId);
    const stranger = await signIn(t.app, { email: 'eve@example.com', firstName: 'Eve' });
    for (const one of sweep(roomId, s1.id)) {
      const res = await callSweep(t.app, one, stranger);
      expect([sweepName(one), res.statusCode]).toEqual([sweepName(one), 404]);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const one of [...sweep('nope', 'nope'), ...sweep(unknown, unknown)]) {
      const res = await callSweep(t.app, one, admin);
      expect([sweepName(one), res.statusCode]).toEqual([sweepName(one), 404]);
    }
    expect((await getSession(t.app, stranger.cookie, s1.id)).error().message).toBe('Session not found');
  });

  it('lets a member read but answers 403 to their create, edit, delete and advance', async () => {
    const { admin, roomId, inviteCode } = await createRoomWithAdmin(t.app);
    const s1 = await createSession(t.app, admin.cookie, roomId);
    const member = await signInAndJoin(t.app, inviteCode, { email: 'bo@example.com', firstName: 'Bo' });
    const statuses = [];
    for (const one of sweep(roomId, s1.id)) {
      const res = await callSweep(t.app, one, member);
      statuses.push(res.statusCode);
      if (res.statusCode === 403) expect(res.error().message).toBe('Only a room admin can do that');
    }
    expect(statuses).toEqual([200, 403, 200, 403, 403, 403]);
    expect((await getSession(t.app, admin.cookie, s1.id)).json()).toMatchObject({
      theme: 'Road movies',
      status: 'submissions',
    });
  });
});
