import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-app.ts';
import { createRoomWithAdmin, signInAndJoin } from '../../test/factories.ts';
import { createSessionLifecycle } from '../sessions/lifecycle.ts';
import { createSessionEvents } from '../sessions/session-events.ts';
import { advance, createSession, recordEvents } from '../sessions/test-support.ts';
import { createScheduler } from './scheduler.ts';

// 2026-11-19T20:00Z is Thursday 19 Nov, 12:00 PST; the room starts Thursday 26 Nov.
const t = useTestApp();
const run = () => t.app.scheduler.runDueTransitions(t.clock.now());
// Read from the database: moving the clock weeks ahead also expires the players' sign-ins.
const phase = async (id: string) => {
  const s = await t.db
    .selectFrom('sessions')
    .select(['status', 'submissions_deadline', 'voting_deadline'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return { status: s.status, submissionsDeadline: iso(s.submissions_deadline), votingDeadline: iso(s.voting_deadline) };
};

async function automaticRoom(startDate = '2026-11-26') {
  const { admin, roomId, inviteCode } = await createRoomWithAdmin(t.app, { type: 'automatic', startDate });
  const s1 = await createSession(t.app, admin.cookie, roomId, 'One');
  const s2 = await createSession(t.app, admin.cookie, roomId, 'Two');
  return { admin, roomId, inviteCode, s1, s2 };
}

describe('runDueTransitions', () => {
  it('does nothing before a deadline and moves each phase when its deadline is reached', async () => {
    const { roomId, inviteCode, s1, s2 } = await automaticRoom();
    await signInAndJoin(t.app, inviteCode, { email: 'bo@example.com', firstName: 'Bo' });
    t.clock.set('2026-11-27T01:59:59.999Z');
    expect(await run()).toEqual([]);
    expect((await phase(s1.id)).status).toBe('submissions');

    t.clock.set('2026-11-27T02:00:00.000Z'); // Thursday 26 Nov, 18:00 PST exactly
    expect(await run()).toEqual([s1.id]);
    expect(await phase(s1.id)).toEqual({
      status: 'voting',
      submissionsDeadline: '2026-11-27T02:00:00.000Z',
      votingDeadline: '2026-12-02T02:00:00.000Z',
    });
    expect(await run()).toEqual([]);

    t.clock.set('2026-12-02T02:00:30.000Z'); // just after Tuesday 1 Dec, 18:00 PST
    const recorder = recordEvents(t.app);
    expect(await run()).toEqual([s1.id, s2.id]);
    recorder.stop();
    expect((await phase(s1.id)).status).toBe('results');
    const stored = await t.db
      .selectFrom('sessions')
      .select('members_at_results')
      .where('id', '=', s1.id)
      .executeTakeFirst();
    expect(stored?.members_at_results).toBe(2);
    // The next session opens at once, due the next Thursday and the Tuesday after.
    expect(await phase(s2.id)).toEqual({
      status: 'submissions',
      submissionsDeadline: '2026-12-04T02:00:00.000Z',
      votingDeadline: '2026-12-09T02:00:00.000Z',
    });
    expect(recorder.events.map((e) => [e.roomId, e.name])).toEqual([
      [roomId, 'session:status-changed'],
      [roomId, 'results:ready'],
      [roomId, 'leaderboard:changed'],
      [roomId, 'standings:updated'],
      [roomId, 'session:status-changed'],
      // Every member's results notice, in the same batch.
      [roomId, 'notices:results'],
    ]);
  });

  it('catches up after downtime: both deadlines passed → results, and the next opens from now', async () => {
    const { s1, s2 } = await automaticRoom();
    t.clock.set('2026-12-20T00:00:00.000Z'); // Saturday 19 Dec, 16:00 PST: weeks late
    expect(await run()).toEqual([s1.id, s1.id, s2.id]);
    expect((await phase(s1.id)).status).toBe('results');
    expect(await phase(s2.id)).toEqual({
      status: 'submissions',
      submissionsDeadline: '2026-12-25T02:00:00.000Z', // Thursday 24 Dec, 18:00 PST
      votingDeadline: '2026-12-30T02:00:00.000Z', // Tuesday 29 Dec, 18:00 PST
    });
    expect(await run()).toEqual([]);
  });

  it('follows daylight saving: start 2027-03-11 closes at 02:00Z, voting on 2027-03-17T01:00Z', async () => {
    t.clock.set('2027-03-05T12:00:00.000Z');
    const { s1 } = await automaticRoom('2027-03-11');
    expect(await phase(s1.id)).toEqual({
      status: 'submissions',
      submissionsDeadline: '2027-03-12T02:00:00.000Z',
      votingDeadline: '2027-03-17T01:00:00.000Z',
    });
    t.clock.set('2027-03-12T01:59:59.000Z');
    expect(await run()).toEqual([]);
    t.clock.set('2027-03-12T02:00:00.000Z');
    expect(await run()).toEqual([s1.id]);
    t.clock.set('2027-03-17T00:59:59.000Z'); // 17:59:59 PDT: an hour-blind clock would close it here
    expect(await run()).toEqual([]);
    t.clock.set('2027-03-17T01:00:00.000Z');
    expect((await run())[0]).toBe(s1.id);
    expect((await phase(s1.id)).status).toBe('results');
  });

  it('leaves manual rooms alone', async () => {
    const { admin, roomId } = await createRoomWithAdmin(t.app);
    const s1 = await createSession(t.app, admin.cookie, roomId);
    await createSession(t.app, admin.cookie, roomId);
    await advance(t.app, admin.cookie, s1.id, 'endSubmissions');
    await advance(t.app, admin.cookie, s1.id, 'endVoting');
    t.clock.set('2030-01-01T00:00:00.000Z');
    expect(await run()).toEqual([]);
  });

  it('opens the next session of an automatic room left with none active', async () => {
    const { s1, s2 } = await automaticRoom();
    // A process that stopped between "results" and "open the next" leaves the room idle.
    await t.db.updateTable('sessions').set({ status: 'results' }).where('id', '=', s1.id).execute();
    t.clock.set('2026-11-21T12:00:00.000Z');
    expect(await run()).toEqual([s2.id]);
    expect(await phase(s2.id)).toEqual({
      status: 'submissions',
      submissionsDeadline: '2026-11-27T02:00:00.000Z',
      votingDeadline: '2026-12-02T02:00:00.000Z',
    });
  });

  it('does not move a session an admin already moved by hand', async () => {
    const { admin, s1 } = await automaticRoom();
    t.clock.set('2026-11-25T12:00:00.000Z');
    await advance(t.app, admin.cookie, s1.id, 'endSubmissions');
    t.clock.set('2026-11-27T02:00:00.000Z');
    expect(await run()).toEqual([]);
    expect((await phase(s1.id)).status).toBe('voting');
  });

  it('moves a session once when two runs race', async () => {
    const { s1, s2 } = await automaticRoom();
    // A second scheduler, as another API process would have, on the same database.
    const events = createSessionEvents({ db: t.db, events: t.app.roomEvents });
    const other = createScheduler({
      db: t.db,
      clock: t.clock,
      lifecycle: createSessionLifecycle({ db: t.db, events }),
      intervalMs: 0,
    });
    t.clock.set('2026-12-20T00:00:00.000Z');
    const recorder = recordEvents(t.app);
    const [a, b] = await Promise.all([run(), other.runDueTransitions(t.clock.now())]);
    recorder.stop();
    expect([...a, ...b].sort()).toEqual([s1.id, s1.id, s2.id].sort());
    const changes = recorder.events.filter((e) => e.name === 'session:status-changed');
    expect(changes.map((e) => (e.payload.session as { status: string }).status)).toEqual([
      'voting',
      'results',
      'submissions',
    ]);
    expect(recorder.events.filter((e) => e.name === 'results:ready')).toHaveLength(1);
    expect((await phase(s2.id)).status).toBe('submissions');
  });
});

describe('the timer', () => {
  it('runs once when started (catching up) and stops cleanly', async () => {
    const { s1 } = await automaticRoom();
    const events = createSessionEvents({ db: t.db, events: t.app.roomEvents });
    const scheduler = createScheduler({
      db: t.db,
      clock: t.clock,
      lifecycle: createSessionLifecycle({ db: t.db, events }),
      intervalMs: 60_000,
    });
    t.clock.set('2026-11-27T02:00:00.000Z');
    scheduler.start();
    await scheduler.stop(); // waits for the run in progress
    expect((await phase(s1.id)).status).toBe('voting');
  });

  it('is off when the interval is 0, as in tests', async () => {
    const { s1 } = await automaticRoom();
    t.clock.set('2026-11-27T02:00:00.000Z');
    t.app.scheduler.start();
    await t.app.scheduler.stop();
    expect((await phase(s1.id)).status).toBe('submissions');
  });
});
