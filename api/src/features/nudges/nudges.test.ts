import { NUDGE_MESSAGES, type NudgeReceivedEvent, routes } from '@clipclub/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { call, signIn, useTestApp } from '../../test/build-app.ts';
import { createRoomWithAdmin, signInAndJoin } from '../../test/factories.ts';
import { closeSockets, listenOnce, memberSocket } from '../realtime/test-clients.ts';
import { advance, castBallot, createSession } from '../sessions/test-support.ts';

const t = useTestApp();
afterEach(() => closeSockets());

const nudge = (cookie: string, sessionId: string, userId: string) =>
  call(t.app, routes.nudgeMember, { params: { id: sessionId }, as: cookie, body: { userId } });

async function roomWithTwo() {
  const { admin, roomId, inviteCode } = await createRoomWithAdmin(
    t.app,
    { type: 'manual' },
    {
      email: 'alice@example.com',
      firstName: 'Alice',
    },
  );
  const session = await createSession(t.app, admin.cookie, roomId);
  const bo = await signInAndJoin(t.app, inviteCode, { email: 'bo@example.com', firstName: 'Bo' });
  const cy = await signInAndJoin(t.app, inviteCode, { email: 'cy@example.com', firstName: 'Cy' });
  return { admin, bo, cy, roomId, session };
}

describe('POST /api/sessions/:id/nudges', () => {
  it('tells the missing member live, and only them: "Alice is waiting" for their vote', async () => {
    const { admin, bo, cy, roomId, session } = await roomWithTwo();
    await advance(t.app, admin.cookie, session.id, 'endSubmissions');
    const url = await listenOnce(t.app);
    const boSocket = await memberSocket(url, bo.cookie);
    const cySocket = await memberSocket(url, cy.cookie, [roomId]);
    const cyHeard: unknown[] = [];
    cySocket.on('nudge:received', (e) => cyHeard.push(e));
    const heard = new Promise<NudgeReceivedEvent>((resolve) => boSocket.once('nudge:received', resolve));

    const res = await nudge(admin.cookie, session.id, bo.userId);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ sessionId: session.id, userId: bo.userId, userName: 'Bo', phase: 'voting' });
    expect(await heard).toEqual({
      roomId,
      roomName: 'Film club',
      sessionId: session.id,
      sessionNumber: 1,
      theme: 'Road movies',
      phase: 'voting',
      byName: 'Alice',
    });
    expect(cyHeard).toEqual([]);
    // The bell keeps it too (notifications feature, kind 'nudged').
    const bell = await call(t.app, routes.listNotifications, { as: bo });
    expect(bell.json().notifications[0]).toMatchObject({
      kind: 'nudged',
      payload: { byName: 'Alice', phase: 'voting' },
    });
  });

  it('lets an admin nudge a member once per 10 minutes per phase (429 with the minutes left)', async () => {
    const { admin, bo, session } = await roomWithTwo();
    expect((await nudge(admin.cookie, session.id, bo.userId)).statusCode).toBe(201);
    t.clock.advance(4 * 60_000);
    const again = await nudge(admin.cookie, session.id, bo.userId);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ message: NUDGE_MESSAGES.tooSoon('Bo', 6), code: 'nudged_recently' });
    t.clock.advance(6 * 60_000);
    expect((await nudge(admin.cookie, session.id, bo.userId)).statusCode).toBe(201);
    // A new phase is a new reason to nudge.
    await advance(t.app, admin.cookie, session.id, 'endSubmissions');
    expect((await nudge(admin.cookie, session.id, bo.userId)).statusCode).toBe(201);
  });

  it('nudges only members who are still missing, and never the admin themself', async () => {
    const { admin, bo, cy, session } = await roomWithTwo();
    await advance(t.app, admin.cookie, session.id, 'endSubmissions');
    await castBallot(t.db, session.id, bo.userId);
    const done = await nudge(admin.cookie, session.id, bo.userId);
    expect(done.statusCode).toBe(409);
    expect(done.error().message).toBe(NUDGE_MESSAGES.alreadyVoted('Bo'));
    const self = await nudge(admin.cookie, session.id, admin.userId);
    expect(self.statusCode).toBe(409);
    const stranger = await signIn(t.app, { email: 'zed@example.com', firstName: 'Zed' });
    const notMember = await nudge(admin.cookie, session.id, stranger.userId);
    expect(notMember.statusCode).toBe(404);
    expect(notMember.error().message).toBe(NUDGE_MESSAGES.notAMember);
    await advance(t.app, admin.cookie, session.id, 'endVoting');
    const closed = await nudge(admin.cookie, session.id, cy.userId);
    expect(closed.statusCode).toBe(409);
    expect(closed.error().message).toBe(NUDGE_MESSAGES.notOpen);
  });

  it('is for admins: 403 for a member, 404 for a stranger or an unknown session, 401 signed out', async () => {
    const { bo, cy, session } = await roomWithTwo();
    const member = await nudge(bo.cookie, session.id, cy.userId);
    expect(member.statusCode).toBe(403);
    const stranger = await signIn(t.app, { email: 'zed@example.com', firstName: 'Zed' });
    expect((await nudge(stranger.cookie, session.id, cy.userId)).statusCode).toBe(404);
    expect((await nudge(bo.cookie, 'not-a-uuid', cy.userId)).statusCode).toBe(404);
    expect((await nudge('', session.id, cy.userId)).statusCode).toBe(401);
    const bad = await call(t.app, routes.nudgeMember, { params: { id: session.id }, as: bo, body: { userId: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(await t.db.selectFrom('nudges').selectAll().execute()).toEqual([]);
  });

  it('lets other features hook every nudge (app.nudges)', async () => {
    const { admin, bo, session } = await roomWithTwo();
    const heard: string[] = [];
    const off = t.app.nudges.on('nudged', (n) => heard.push(`${n.byName}->${n.userId}:${n.phase}`));
    await nudge(admin.cookie, session.id, bo.userId);
    await nudge(admin.cookie, session.id, bo.userId); // too soon: not announced
    off();
    expect(heard).toEqual([`Alice->${bo.userId}:submissions`]);
  });
});
