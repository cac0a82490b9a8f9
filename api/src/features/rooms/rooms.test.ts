import { DEFAULT_ROOM_RULES, INVITE_CODE_ALPHABET, routes } from '@clipclub/protocol';
import { describe, expect, it } from 'vitest';
import { call, signIn, useTestApp } from '../../test/build-app.ts';

const t = useTestApp();

const THURSDAY = '2026-11-26';

async function roomCount(): Promise<number> {
  const rows = await t.db.selectFrom('rooms').select('id').execute();
  return rows.length;
}

describe('POST /api/rooms', () => {
  it('creates a room whose creator is its admin and first member with 1 token', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee' });
    const res = await call(t.app, routes.createRoom, {
      as: ann,
      body: { name: '  Friday Night  ', description: 'Bring clips', type: 'automatic', startDate: THURSDAY },
    });
    expect(res.statusCode).toBe(201);
    const room = res.json();
    expect(room).toEqual({
      id: expect.any(String),
      name: 'Friday Night',
      description: 'Bring clips',
      inviteCode: expect.stringMatching(/^[A-Z2-9]{8}$/),
      type: 'automatic',
      votingMode: 'classic',
      startDate: THURSDAY,
      settings: DEFAULT_ROOM_RULES,
      isAdmin: true,
      memberCount: 1,
      sessionCount: 0,
      createdAt: expect.any(String),
    });

    const members = await call(t.app, routes.listMembers, { params: { id: room.id }, as: ann });
    expect(members.json()).toEqual([
      {
        id: expect.any(String),
        userId: ann.userId,
        userName: 'Ann Lee',
        userImage: null,
        isAdmin: true,
        totalPoints: 0,
      },
    ]);
    const tokens = await call(t.app, routes.getTokenStatus, { params: { id: room.id }, as: ann });
    expect(tokens.json()).toEqual({ userTokens: { tokenCount: 1 } });
  });

  it('defaults type to automatic and votingMode to classic, and keeps a manual room without a start date', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const auto = await call(t.app, routes.createRoom, { as: ann, body: { name: 'Auto', startDate: THURSDAY } });
    expect(auto.statusCode).toBe(201);
    expect(auto.json()).toMatchObject({ type: 'automatic', votingMode: 'classic', description: null });

    const manual = await call(t.app, routes.createRoom, {
      as: ann,
      body: { name: 'Manual', description: '', type: 'manual', votingMode: 'grudge_match', startDate: '2026-11-24' },
    });
    expect(manual.statusCode).toBe(201);
    // A manual room has no schedule, so a start date sent anyway is not stored.
    expect(manual.json()).toMatchObject({
      type: 'manual',
      votingMode: 'grudge_match',
      startDate: null,
      description: null,
    });
  });

  it.each([
    [{}, 'Room name is required', ['name']],
    [{ name: '' }, 'Room name is required', ['name']],
    [{ name: '   ' }, 'Room name is required', ['name']],
    [{ name: 'x'.repeat(101) }, 'Room name must be at most 100 characters', ['name']],
    [
      { name: 'Room', votingMode: 'chaos' },
      'Voting mode must be classic, ranked_choice, grudge_match or appreciation_station',
      ['votingMode'],
    ],
    [{ name: 'Room', type: 'weekly' }, 'Room type must be automatic or manual', ['type']],
    [{ name: 'Room', description: 7 }, 'Description must be text', ['description']],
    [{ name: 'Room', description: 'd'.repeat(1001) }, 'Description must be at most 1000 characters', ['description']],
  ])('refuses %j with 400 and the field message', async (payload, message, path) => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const res = await call(t.app, routes.createRoom, { as: ann, payload: { type: 'manual', ...payload } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'bad_request' });
    expect(res.error().issues?.[0]?.path).toEqual(path);
    expect(await roomCount()).toBe(0);
  });

  it('accepts a name of exactly 100 characters', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const name = 'n'.repeat(100);
    const res = await call(t.app, routes.createRoom, { as: ann, body: { name, type: 'manual' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe(name);
  });

  it.each([
    ['missing', {}],
    ['null', { startDate: null }],
    ['a Wednesday', { startDate: '2026-11-25' }],
    ['a Friday', { startDate: '2026-11-27' }],
    ['not a date', { startDate: 'next thursday' }],
    ['not a string', { startDate: 20261126 }],
    ['an impossible date', { startDate: '2026-02-30' }],
  ])('refuses an automatic room whose start date is %s, on the startDate field', async (_label, extra) => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const res = await call(t.app, routes.createRoom, {
      as: ann,
      payload: { name: 'Weekly', type: 'automatic', ...extra },
    });
    expect(res.statusCode).toBe(400);
    expect(res.error().message).toBe('Automatic rooms require a start date that is a Thursday');
    expect(res.error().issues).toEqual([
      { path: ['startDate'], message: 'Automatic rooms require a start date that is a Thursday' },
    ]);
    expect(await roomCount()).toBe(0);
  });

  it('answers 401 when signed out and creates nothing', async () => {
    const res = await call(t.app, routes.createRoom, { body: { name: 'x', type: 'manual' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Not signed in', code: 'unauthorized' });
    expect(await roomCount()).toBe(0);
  });

  it('gives every room its own well-formed invite code', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const codes = new Set<string>();
    for (let i = 0; i < 25; i++) {
      const res = await call(t.app, routes.createRoom, { as: ann, body: { name: `Room ${i}`, type: 'manual' } });
      const code: string = res.json().inviteCode;
      expect(code).toHaveLength(8);
      expect([...code].every((c) => INVITE_CODE_ALPHABET.includes(c))).toBe(true);
      codes.add(code);
    }
    expect(codes.size).toBe(25);
  });
});

describe('GET /api/rooms', () => {
  it("lists only the caller's rooms, newest membership first, with counts", async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const bob = await signIn(t.app, { email: 'bob@example.com', firstName: 'Bob' });
    const mk = async (cookie: string, name: string) =>
      (await call(t.app, routes.createRoom, { as: cookie, body: { name, type: 'manual' } })).json();
    const first = await mk(ann.cookie, 'First');
    await mk(bob.cookie, "Bob's");
    const second = await mk(ann.cookie, 'Second');

    const res = await call(t.app, routes.listRooms, { as: ann });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { id: string }) => r.id)).toEqual([second.id, first.id]);
    for (const room of res.json()) expect(room).toMatchObject({ isAdmin: true, memberCount: 1, sessionCount: 0 });
  });

  it('answers an empty list for a user with no rooms', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const res = await call(t.app, routes.listRooms, { as: ann });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('answers 401 when signed out', async () => {
    const res = await call(t.app, routes.listRooms);
    expect(res.statusCode).toBe(401);
    expect(res.error().message).toBe('Not signed in');
  });
});

describe('GET /api/rooms/:id', () => {
  it('answers the room to a member, with that member’s admin flag', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const bob = await signIn(t.app, { email: 'bob@example.com', firstName: 'Bob' });
    const created = (await call(t.app, routes.createRoom, { as: ann, body: { name: 'R', type: 'manual' } })).json();
    await call(t.app, routes.joinRoom, { as: bob, body: { inviteCode: created.inviteCode } });

    const asAnn = await call(t.app, routes.getRoom, { params: { id: created.id }, as: ann });
    expect(asAnn.statusCode).toBe(200);
    expect(asAnn.json()).toEqual({ ...created, memberCount: 2 });
    const asBob = await call(t.app, routes.getRoom, { params: { id: created.id }, as: bob });
    expect(asBob.json()).toMatchObject({ id: created.id, isAdmin: false, memberCount: 2 });
  });
});
