import { BADGE_TYPES, routes } from '@clipclub/protocol';
import { describe, expect, it } from 'vitest';
import { call, signIn, useTestApp } from '../../test/build-app.ts';

const t = useTestApp();

async function roomOf(cookie: string, name = 'Movie Club') {
  const res = await call(t.app, routes.createRoom, { as: cookie, body: { name, type: 'manual' } });
  return res.json() as { id: string; inviteCode: string; name: string };
}

async function memberRows(roomId: string) {
  return t.db.selectFrom('room_members').selectAll().where('room_id', '=', roomId).execute();
}

describe('POST /api/rooms/join', () => {
  it('adds the caller as a non-admin member with 1 token and answers the room', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const bob = await signIn(t.app, { email: 'bob@example.com', firstName: 'Bob' });
    const room = await roomOf(ann.cookie);

    const res = await call(t.app, routes.joinRoom, { as: bob, body: { inviteCode: room.inviteCode } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: room.id, name: 'Movie Club', isAdmin: false, memberCount: 2 });
    const bobRow = (await memberRows(room.id)).find((m) => m.user_id === bob.userId);
    expect(bobRow).toMatchObject({ is_admin: false, token_count: 1 });
  });

  it('matches the invite code case-insensitively and ignores surrounding spaces', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const bob = await signIn(t.app, { email: 'bob@example.com', firstName: 'Bob' });
    const room = await roomOf(ann.cookie);
    const res = await call(t.app, routes.joinRoom, {
      as: bob,
      body: { inviteCode: ` ${room.inviteCode.toLowerCase()} ` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(room.id);
  });

  it('answers 200 with the room when already a member, without a second membership', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const bob = await signIn(t.app, { email: 'bob@example.com', firstName: 'Bob' });
    const room = await roomOf(ann.cookie);
    const join = (cookie: string) =>
      call(t.app, routes.joinRoom, { as: cookie, body: { inviteCode: room.inviteCode } });
    expect((await join(bob.cookie)).statusCode).toBe(200);
    const again = await join(bob.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: room.id, memberCount: 2, isAdmin: false });
    // The creator joining their own room stays its admin.
    const creator = await join(ann.cookie);
    expect(creator.statusCode).toBe(200);
    expect(creator.json()).toMatchObject({ isAdmin: true, memberCount: 2 });
    expect(await memberRows(room.id)).toHaveLength(2);
  });

  it('keeps one membership when the same user joins twice at once', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const bob = await signIn(t.app, { email: 'bob@example.com', firstName: 'Bob' });
    const room = await roomOf(ann.cookie);
    const join = () => call(t.app, routes.joinRoom, { as: bob, body: { inviteCode: room.inviteCode } });
    const answers = await Promise.all([join(), join(), join()]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await memberRows(room.id)).toHaveLength(2);
  });

  it.each([
    ['an unknown code', 'ZZZZZZZZ'],
    ['a code too short', 'ABC'],
    ['a code with look-alike letters', 'OOOOIIII'],
  ])('answers 404 for %s', async (_label, inviteCode) => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const res = await call(t.app, routes.joinRoom, { as: ann, body: { inviteCode } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No room has that invite code', code: 'not_found' });
  });

  it.each([[{}], [{ inviteCode: '' }], [{ inviteCode: '   ' }]])('answers 400 for %j', async (payload) => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const res = await call(t.app, routes.joinRoom, { as: ann, payload: payload });
    expect(res.statusCode).toBe(400);
    expect(res.error().message).toBe('Invite code is required');
  });

  it('answers 401 when signed out and adds nobody', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const room = await roomOf(ann.cookie);
    const res = await call(t.app, routes.joinRoom, { body: { inviteCode: room.inviteCode } });
    expect(res.statusCode).toBe(401);
    expect(await memberRows(room.id)).toHaveLength(1);
  });
});

describe('room reads for members', () => {
  async function roomWithTwoMembers() {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee' });
    const bob = await signIn(t.app, { email: 'bob@example.com', firstName: 'Bob' });
    const room = await roomOf(ann.cookie);
    await call(t.app, routes.joinRoom, { as: bob, body: { inviteCode: room.inviteCode } });
    return { ann, bob, room };
  }

  it('GET /members lists every member in joining order with display names, admin flags and 0 points', async () => {
    const { ann, bob, room } = await roomWithTwoMembers();
    const res = await call(t.app, routes.listMembers, { params: { id: room.id }, as: bob });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: expect.any(String),
        userId: ann.userId,
        userName: 'Ann Lee',
        userImage: null,
        isAdmin: true,
        totalPoints: 0,
      },
      { id: expect.any(String), userId: bob.userId, userName: 'Bob', userImage: null, isAdmin: false, totalPoints: 0 },
    ]);
  });

  it("GET /tokens/status answers the caller's own downvote tokens", async () => {
    const { ann, bob, room } = await roomWithTwoMembers();
    await t.db
      .updateTable('room_members')
      .set({ token_count: 3 })
      .where('room_id', '=', room.id)
      .where('user_id', '=', ann.userId)
      .execute();
    const asAnn = await call(t.app, routes.getTokenStatus, { params: { id: room.id }, as: ann });
    const asBob = await call(t.app, routes.getTokenStatus, { params: { id: room.id }, as: bob });
    expect(asAnn.json()).toEqual({ userTokens: { tokenCount: 3 } });
    expect(asBob.statusCode).toBe(200);
    expect(asBob.json()).toEqual({ userTokens: { tokenCount: 1 } });
  });

  it('GET /badges/config answers the eight badges, each with type, label, icon and description', async () => {
    const { bob, room } = await roomWithTwoMembers();
    const res = await call(t.app, routes.getBadgeConfig, { params: { id: room.id }, as: bob });
    expect(res.statusCode).toBe(200);
    const badges: Record<string, unknown>[] = res.json().availableBadges;
    expect(badges.map((b) => b.type)).toEqual([...BADGE_TYPES]);
    for (const badge of badges) {
      expect(Object.keys(badge).sort()).toEqual(['description', 'icon', 'label', 'type']);
      for (const value of Object.values(badge)) expect(value).toEqual(expect.stringMatching(/\S/));
    }
  });

  it('GET /api/leaderboard/room/:id lists every member with 0 points before any results', async () => {
    const { ann, bob, room } = await roomWithTwoMembers();
    const res = await call(t.app, routes.getLeaderboard, { params: { id: room.id }, as: ann });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { userId: ann.userId, userName: 'Ann Lee', userImage: null, totalPoints: 0, badgesReceived: 0 },
      { userId: bob.userId, userName: 'Bob', userImage: null, totalPoints: 0, badgesReceived: 0 },
    ]);
  });
});
