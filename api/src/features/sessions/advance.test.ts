import { routes } from '@clipclub/protocol';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/build-app.ts';
import { createRoomWithAdmin, signInAndJoin } from '../../test/factories.ts';
import { holdTransaction } from '../../test/held-transaction.ts';
import { advance, createSession, getSession, recordEvents } from './test-support.ts';

const t = useTestApp();

describe('advancing a manual room', () => {
  it('moves submissions → voting → results, storing the member count, and announces each move', async () => {
    const { admin, roomId, inviteCode } = await createRoomWithAdmin(t.app);
    const bo = await signInAndJoin(t.app, inviteCode, { email: 'bo@example.com', firstName: 'Bo' });
    const s1 = await createSession(t.app, admin.cookie, roomId);
    const s2 = await createSession(t.app, admin.cookie, roomId);
    const recorder = recordEvents(t.app);

    const toVoting = await advance(t.app, admin.cookie, s1.id, 'endSubmissions');
    expect(toVoting.statusCode).toBe(200);
    expect(toVoting.json()).toMatchObject({ id: s1.id, status: 'voting', submissionsDeadline: null });
    const toResults = await advance(t.app, admin.cookie, s1.id, 'endVoting');
    expect(toResults.statusCode).toBe(200);
    expect(toResults.json()).toMatchObject({ id: s1.id, status: 'results', memberCount: 2, votingDeadline: null });
    recorder.stop();

    expect(recorder.events.map((e) => e.name)).toEqual([
      'session:status-changed',
      'session:status-changed',
      'results:ready',
      'leaderboard:changed',
      'standings:updated',
      'notices:results',
    ]);
    expect(recorder.events[0]?.payload).toEqual({ roomId, session: toVoting.json() });
    expect(recorder.events[1]?.payload).toEqual({ roomId, session: toResults.json() });
    expect(recorder.events[2]?.payload).toEqual({ roomId, sessionId: s1.id });
    expect(recorder.events[3]?.payload).toEqual({ roomId });
    // Each member's results notice, stored with the move: one id per member.
    expect(recorder.events[5]?.payload).toMatchObject({ roomId, sessionId: s1.id, kind: 'results_ready' });
    expect(Object.keys(recorder.events[5]?.payload.ids as object).sort()).toEqual([admin.userId, bo.userId].sort());
    const stored = await t.db
      .selectFrom('sessions')
      .select('members_at_results')
      .where('id', '=', s1.id)
      .executeTakeFirst();
    expect(stored?.members_at_results).toBe(2);
    // A manual room's next session waits for the admin.
    expect((await getSession(t.app, admin.cookie, s2.id)).json().status).toBe('upcoming');
  });

  it('opens an upcoming session with startSubmissions once nothing is active', async () => {
    const { admin, roomId } = await createRoomWithAdmin(t.app);
    const s1 = await createSession(t.app, admin.cookie, roomId);
    const s2 = await createSession(t.app, admin.cookie, roomId);
    const early = await advance(t.app, admin.cookie, s2.id, 'startSubmissions');
    expect(early.statusCode).toBe(409);
    expect(early.error().message).toBe('Another session is already active in this room');
    await advance(t.app, admin.cookie, s1.id, 'endSubmissions');
    expect((await advance(t.app, admin.cookie, s2.id, 'startSubmissions')).statusCode).toBe(409);
    await advance(t.app, admin.cookie, s1.id, 'endVoting');
    const started = await advance(t.app, admin.cookie, s2.id, 'startSubmissions');
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ status: 'submissions', submissionsDeadline: null, votingDeadline: null });
  });

  it.each([
    ['upcoming', 'endSubmissions', 'Submissions have not opened yet for this session'],
    ['upcoming', 'endVoting', 'Voting has not started for this session'],
    ['submissions', 'startSubmissions', 'Submissions are already open for this session'],
    ['submissions', 'endVoting', 'Voting has not started for this session'],
    ['voting', 'startSubmissions', 'This session has already started'],
    ['voting', 'endSubmissions', 'Submissions have already ended for this session'],
    ['results', 'startSubmissions', 'This session has already ended'],
    ['results', 'endSubmissions', 'This session has already ended'],
    ['results', 'endVoting', 'Voting has already ended for this session'],
  ])('answers 409 to a session in %s asked to %s, changing nothing', async (status, action, message) => {
    const { admin, roomId } = await createRoomWithAdmin(t.app);
    const active = await createSession(t.app, admin.cookie, roomId);
    const target = status === 'upcoming' ? await createSession(t.app, admin.cookie, roomId) : active;
    if (status === 'voting' || status === 'results') await advance(t.app, admin.cookie, target.id, 'endSubmissions');
    if (status === 'results') await advance(t.app, admin.cookie, target.id, 'endVoting');
    const before = (await getSession(t.app, admin.cookie, target.id)).json();
    const res = await advance(t.app, admin.cookie, target.id, action);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message, code: 'conflict' });
    expect((await getSession(t.app, admin.cookie, target.id)).json()).toEqual(before);
  });

  it.each([[{}], [{ action: 'skip' }], [{ action: 42 }]])('refuses the body %j', async (payload) => {
    const { admin, roomId } = await createRoomWithAdmin(t.app);
    const s1 = await createSession(t.app, admin.cookie, roomId);
    const res = await call(t.app, routes.advanceSession, { params: { id: s1.id }, as: admin, payload: payload });
    expect(res.statusCode).toBe(400);
    expect(res.error().message).toBe('Action must be one of startSubmissions, endSubmissions, endVoting');
  });
});

describe('two admins pressing at once', () => {
  it.each([
    ['endSubmissions', 'voting'],
    ['endVoting', 'results'],
  ])('%s moves the session once: one 200, one 409', async (action, reached) => {
    const { admin, roomId, inviteCode } = await createRoomWithAdmin(t.app);
    const other = await signInAndJoin(t.app, inviteCode, { email: 'bo@example.com', firstName: 'Bo' });
    await t.db.updateTable('room_members').set({ is_admin: true }).where('user_id', '=', other.userId).execute();
    const s1 = await createSession(t.app, admin.cookie, roomId);
    if (action === 'endVoting') await advance(t.app, admin.cookie, s1.id, 'endSubmissions');
    const recorder = recordEvents(t.app);
    const both = await Promise.all([
      advance(t.app, admin.cookie, s1.id, action),
      advance(t.app, other.cookie, s1.id, action),
    ]);
    recorder.stop();
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await getSession(t.app, admin.cookie, s1.id)).json().status).toBe(reached);
    expect(recorder.events.filter((e) => e.name === 'session:status-changed')).toHaveLength(1);
  });

  it('startSubmissions of two upcoming sessions opens exactly one', async () => {
    const { admin, roomId } = await createRoomWithAdmin(t.app);
    const s1 = await createSession(t.app, admin.cookie, roomId);
    const s2 = await createSession(t.app, admin.cookie, roomId);
    const s3 = await createSession(t.app, admin.cookie, roomId);
    await advance(t.app, admin.cookie, s1.id, 'endSubmissions');
    await advance(t.app, admin.cookie, s1.id, 'endVoting');
    const both = await Promise.all([
      advance(t.app, admin.cookie, s2.id, 'startSubmissions'),
      advance(t.app, admin.cookie, s3.id, 'startSubmissions'),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)?.error().message).toBe(
      'Another session is already active in this room',
    );
    const list = (await call(t.app, routes.listSessions, { params: { id: roomId }, as: admin })).json();
    expect(list.map((s: { status: string }) => s.status).filter((s: string) => s === 'submissions')).toHaveLength(1);
  });
});

describe('advancing an automatic room by hand', () => {
  it('records an early close and opens the next session with next-Thursday deadlines', async () => {
    const { admin, roomId } = await createRoomWithAdmin(t.app, { type: 'automatic', startDate: '2026-11-26' });
    const s1 = await createSession(t.app, admin.cookie, roomId);
    const s2 = await createSession(t.app, admin.cookie, roomId);
    const s3 = await createSession(t.app, admin.cookie, roomId);

    t.clock.set('2026-11-20T18:00:00.000Z'); // Friday 20 Nov, a week before the 26 Nov deadline
    const toVoting = await advance(t.app, admin.cookie, s1.id, 'endSubmissions');
    expect(toVoting.json()).toMatchObject({
      status: 'voting',
      submissionsDeadline: '2026-11-20T18:00:00.000Z', // closed early: the deadline is when it closed
      votingDeadline: '2026-12-02T02:00:00.000Z', // kept: voting still ends on the planned Tuesday
    });

    t.clock.set('2026-11-21T18:00:00.000Z'); // Saturday
    const recorder = recordEvents(t.app);
    const toResults = await advance(t.app, admin.cookie, s1.id, 'endVoting');
    recorder.stop();
    expect(toResults.json()).toMatchObject({ status: 'results', votingDeadline: '2026-11-21T18:00:00.000Z' });
    expect((await getSession(t.app, admin.cookie, s2.id)).json()).toMatchObject({
      status: 'submissions',
      submissionsDeadline: '2026-11-27T02:00:00.000Z', // Thursday 26 Nov, 18:00 PST
      votingDeadline: '2026-12-02T02:00:00.000Z', // Tuesday 1 Dec, 18:00 PST
    });
    expect((await getSession(t.app, admin.cookie, s3.id)).json().status).toBe('upcoming');
    expect(recorder.events.map((e) => [e.name, (e.payload.session as { id?: string } | undefined)?.id])).toEqual([
      ['session:status-changed', s1.id],
      ['results:ready', undefined],
      ['leaderboard:changed', undefined],
      ['standings:updated', undefined],
      ['session:status-changed', s2.id],
      ['notices:results', undefined],
    ]);
  });
});

// Ending a phase is one statement when its room is free (SKIP LOCKED); a room another move holds
// is waited for, as before, by the transaction path. PGlite has one connection, so no second
// transaction can hold the room while a request runs: PostgreSQL only.
describe.skipIf(!process.env.DATABASE_URL)('a room another move holds', () => {
  it('waits for that move, then moves the session', async () => {
    const { admin, roomId } = await createRoomWithAdmin(t.app);
    const s1 = await createSession(t.app, admin.cookie, roomId);
    const holder = await holdTransaction(t.db, (trx) =>
      trx.selectFrom('rooms').select('id').where('id', '=', roomId).forNoKeyUpdate().execute(),
    );
    const pending = advance(t.app, admin.cookie, s1.id, 'endSubmissions');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const status = () => t.db.selectFrom('sessions').select('status').where('id', '=', s1.id).executeTakeFirstOrThrow();
    expect((await status()).status).toBe('submissions');
    await holder.release();
    expect((await pending).statusCode).toBe(200);
    expect((await status()).status).toBe('voting');
  });
});
