import { routes } from '@clipclub/protocol';
import { describe, expect, it } from 'vitest';
import { call, callSweep, type SweepCall, useTestApp } from '../../test/build-app.ts';
import { createRoomWithAdmin, signInAll, signInAndJoin } from '../../test/factories.ts';

const t = useTestApp();

describe('a member an admin removed', () => {
  it('is told they were removed, for the room and its sessions; a stranger gets the plain 404', async () => {
    const { admin, roomId, inviteCode } = await createRoomWithAdmin(t.app, { name: 'Film club' });
    const bea = await signInAndJoin(t.app, inviteCode, { email: 'bea@example.com', firstName: 'Bea' });
    const [cy] = await signInAll(t.app, 'Cy');
    const session = await call(t.app, routes.createSession, {
      params: { id: roomId },
      as: admin,
      body: { theme: 'Songs' },
    });
    const sessionId = session.json().id;

    const removed = await call(t.app, routes.removeMember, { params: { id: roomId, userId: bea.userId }, as: admin });
    expect(removed.statusCode).toBeLessThan(300);

    const reads: SweepCall[] = [
      { route: routes.getRoom, params: { id: roomId } },
      { route: routes.listSessions, params: { id: roomId } },
      { route: routes.getSession, params: { id: sessionId } },
    ];
    for (const read of reads) {
      const forBea = await callSweep(t.app, read, bea);
      expect(forBea.statusCode).toBe(404);
      expect(forBea.error()).toEqual({ message: 'You were removed from this room', code: 'removed_from_room' });
      const forCy = await callSweep(t.app, read, cy);
      expect(forCy.statusCode).toBe(404);
      expect(forCy.error().code).toBe('not_found');
      expect(forCy.body).not.toContain('removed');
    }
  });

  it('who left by themself, or joined again, is not told they were removed', async () => {
    const { admin, roomId, inviteCode } = await createRoomWithAdmin(t.app);
    const bea = await signInAndJoin(t.app, inviteCode, { email: 'bea@example.com', firstName: 'Bea' });
    const dee = await signInAndJoin(t.app, inviteCode, { email: 'dee@example.com', firstName: 'Dee' });
    await call(t.app, routes.leaveRoom, { params: { id: roomId }, as: dee });
    expect((await call(t.app, routes.getRoom, { params: { id: roomId }, as: dee.cookie })).error().code).toBe(
      'not_found',
    );

    await call(t.app, routes.removeMember, { params: { id: roomId, userId: bea.userId }, as: admin });
    expect((await call(t.app, routes.getRoom, { params: { id: roomId }, as: bea.cookie })).error().code).toBe(
      'removed_from_room',
    );
    const back = await call(t.app, routes.joinRoom, { as: bea, body: { inviteCode } });
    expect(back.statusCode).toBe(200);
    expect((await call(t.app, routes.getRoom, { params: { id: roomId }, as: bea.cookie })).statusCode).toBe(200);
    await call(t.app, routes.leaveRoom, { params: { id: roomId }, as: bea });
    expect((await call(t.app, routes.getRoom, { params: { id: roomId }, as: bea.cookie })).error().code).toBe(
      'not_found',
    );
  });
});

describe('GET /api/invites/:code', () => {
  it('shows anyone, signed in or not, the room name, who invited and the member count, nothing more', async () => {
    const { roomId, inviteCode } = await createRoomWithAdmin(t.app, { name: 'Film club' });
    await signInAndJoin(t.app, inviteCode, { email: 'bea@example.com', firstName: 'Bea' });

    const res = await call(t.app, routes.getInvitePreview, { params: { code: inviteCode.toLowerCase() } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ roomName: 'Film club', invitedBy: 'Ada', memberCount: 2 });
    expect(res.body).not.toContain(roomId);
  });

  it('names the admin who issued a new code; the old code and a made-up one answer 404', async () => {
    const { admin, roomId, inviteCode } = await createRoomWithAdmin(t.app);
    const bea = await signInAndJoin(t.app, inviteCode, { email: 'bea@example.com', firstName: 'Bea' });
    await call(t.app, routes.setMemberRole, {
      params: { id: roomId, userId: bea.userId },
      as: admin,
      body: { isAdmin: true },
    });
    const fresh = await call(t.app, routes.regenerateInviteCode, { params: { id: roomId }, as: bea });
    const newCode = fresh.json().inviteCode as string;

    expect((await call(t.app, routes.getInvitePreview, { params: { code: newCode } })).json()).toMatchObject({
      invitedBy: 'Bea',
      memberCount: 2,
    });
    for (const code of [inviteCode, 'ZZZZZZZZ', 'not a code', '%0A']) {
      const res = await call(t.app, routes.getInvitePreview, { params: { code: encodeURIComponent(code) } });
      expect(res.statusCode).toBe(404);
      expect(res.error().message).toBe('No room has that invite code');
    }
  });
});
