import { MEMBERSHIP_MESSAGES, routes } from '@clipclub/protocol';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/build-app.ts';
import { createRoomWithPlayers, type Player } from '../../test/factories.ts';
import { endVoting, get, refusal, sessionWithSubmissions, vote } from '../votes/test-fixtures.ts';

const t = useTestApp();

const post = (who: Player, url: string, payload?: unknown) =>
  call(t.app, { method: 'POST', url, cookie: who.cookie, payload });
const setRole = (who: Player, roomId: string, target: Player, isAdmin: boolean) =>
  call(t.app, routes.setMemberRole, { params: { id: roomId, userId: target.userId }, as: who, body: { isAdmin } });
const removeMember = (who: Player, roomId: string, target: Player) =>
  call(t.app, routes.removeMember, { params: { id: roomId, userId: target.userId }, as: who });
const memberNames = async (who: Player, roomId: string) =>
  (await get(t.app, who, `/api/rooms/${roomId}/members`))
    .json()
    .map((m: { userName: string; isAdmin: boolean }) => (m.isAdmin ? `${m.userName}*` : m.userName));

describe('invite code regeneration', () => {
  it('gives a new code at once; the old one no longer joins; only an admin may', async () => {
    const { roomId, players: p } = await createRoomWithPlayers(t.app, 'classic', ['Ann', 'Bob', 'Cat']);
    const old = (await get(t.app, p.Ann!, `/api/rooms/${roomId}`)).json().inviteCode;
    expect(refusal(await post(p.Bob!, `/api/rooms/${roomId}/invite-code`))).toEqual({
      status: 403,
      message: 'Only a room admin can do that',
    });
    const res = await post(p.Ann!, `/api/rooms/${roomId}/invite-code`);
    expect(res.statusCode).toBe(200);
    const fresh = res.json().inviteCode;
    expect(fresh).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(fresh).not.toBe(old);

    await post(p.Cat!, `/api/rooms/${roomId}/leave`);
    expect(refusal(await post(p.Cat!, '/api/rooms/join', { inviteCode: old }))).toEqual({
      status: 404,
      message: 'No room has that invite code',
    });
    expect((await post(p.Cat!, '/api/rooms/join', { inviteCode: fresh })).statusCode).toBe(200);
  });
});

describe('leaving, promoting, demoting', () => {
  it('refuses the last admin with 409 until they promote someone, then lets them leave', async () => {
    const { roomId, players: p } = await createRoomWithPlayers(t.app, 'classic', ['Ann', 'Bob']);
    expect(refusal(await post(p.Ann!, `/api/rooms/${roomId}/leave`))).toEqual({
      status: 409,
      message: MEMBERSHIP_MESSAGES.lastAdminLeaving,
    });
    expect(refusal(await setRole(p.Bob!, roomId, p.Bob!, true)).status).toBe(403);
    const promoted = await setRole(p.Ann!, roomId, p.Bob!, true);
    expect(promoted.statusCode).toBe(200);
    expect(await memberNames(p.Ann!, roomId)).toEqual(['Ann*', 'Bob*']);
    // Bob hears about it in his bell, once, however often the promotion is repeated.
    expect((await setRole(p.Ann!, roomId, p.Bob!, true)).statusCode).toBe(200);
    const bell = (await get(t.app, p.Bob!, '/api/notifications')).json();
    const madeAdmin = bell.notifications.filter((n: { kind: string }) => n.kind === 'made_admin');
    expect(madeAdmin).toHaveLength(1);
    expect(madeAdmin[0]).toMatchObject({ roomId, payload: { roomName: expect.any(String) } });

    expect((await post(p.Ann!, `/api/rooms/${roomId}/leave`)).statusCode).toBe(204);
    expect(await memberNames(p.Bob!, roomId)).toEqual(['Bob*']);
    // The one who left no longer sees the room.
    expect((await get(t.app, p.Ann!, `/api/rooms/${roomId}`)).statusCode).toBe(404);
    // A lone last member may leave; the room simply has no one in it.
    expect((await post(p.Bob!, `/api/rooms/${roomId}/leave`)).statusCode).toBe(204);
  });

  it('never demotes the last admin; a plain member leaves freely', async () => {
    const { roomId, players: p } = await createRoomWithPlayers(t.app, 'classic', ['Ann', 'Bob', 'Cat']);
    expect(refusal(await setRole(p.Ann!, roomId, p.Ann!, false))).toEqual({
      status: 409,
      message: MEMBERSHIP_MESSAGES.lastAdminDemoted,
    });
    await setRole(p.Ann!, roomId, p.Bob!, true);
    expect((await setRole(p.Bob!, roomId, p.Ann!, false)).statusCode).toBe(200);
    expect(await memberNames(p.Cat!, roomId)).toEqual(['Ann', 'Bob*', 'Cat']);
    expect((await post(p.Cat!, `/api/rooms/${roomId}/leave`)).statusCode).toBe(204);
    expect(await memberNames(p.Bob!, roomId)).toEqual(['Ann', 'Bob*']);
  });

  it('validates the role body and answers 404 for a stranger', async () => {
    const { roomId, players: p } = await createRoomWithPlayers(t.app, 'classic', ['Ann', 'Bob']);
    const bad = await call(t.app, routes.setMemberRole, {
      params: { id: roomId, userId: p.Bob!.userId },
      as: p.Ann!,
      payload: { isAdmin: 'yes' },
    });
    expect(refusal(bad)).toEqual({ status: 400, message: 'isAdmin must be true or false' });
    const { players: q } = await createRoomWithPlayers(t.app, 'classic', ['Zed']);
    expect(refusal(await post(q.Zed!, `/api/rooms/${roomId}/leave`)).status).toBe(404);
    expect(refusal(await removeMember(q.Zed!, roomId, p.Bob!)).status).toBe(404);
  });
});

describe('removing a member', () => {
  it('keeps their finished results, withdraws open submissions and ballots; admin only', async () => {
    const { roomId, players: p } = await createRoomWithPlayers(t.app, 'classic', ['Ann', 'Bob', 'Cat', 'Dan']);
    const done = await sessionWithSubmissions(t.db, roomId, [p.Ann!, p.Bob!, p.Cat!]);
    await vote.classic(t.app, p.Bob!, done.sessionId, { [done.submissions.Ann!]: 5, [done.submissions.Cat!]: 5 });
    await vote.classic(t.app, p.Ann!, done.sessionId, { [done.submissions.Bob!]: 6, [done.submissions.Cat!]: 4 });
    await endVoting(t.db, done.sessionId, 3);
    const before = (await get(t.app, p.Ann!, `/api/sessions/${done.sessionId}/results`)).json();

    const voting = await sessionWithSubmissions(t.db, roomId, [p.Ann!, p.Cat!]);
    await vote.classic(t.app, p.Bob!, voting.sessionId, { [voting.submissions.Ann!]: 5, [voting.submissions.Cat!]: 5 });

    expect(refusal(await removeMember(p.Cat!, roomId, p.Bob!)).status).toBe(403);
    expect(refusal(await removeMember(p.Ann!, roomId, p.Ann!))).toEqual({
      status: 409,
      message: MEMBERSHIP_MESSAGES.removeSelf,
    });
    expect((await removeMember(p.Ann!, roomId, p.Bob!)).statusCode).toBe(204);
    expect(refusal(await removeMember(p.Ann!, roomId, p.Bob!))).toEqual({
      status: 404,
      message: MEMBERSHIP_MESSAGES.notAMember,
    });

    expect(await memberNames(p.Ann!, roomId)).toEqual(['Ann*', 'Cat', 'Dan']);
    expect((await get(t.app, p.Bob!, `/api/rooms/${roomId}`)).statusCode).toBe(404);
    // Finished: the same results, Bob's video and ballot included.
    expect((await get(t.app, p.Ann!, `/api/sessions/${done.sessionId}/results`)).json()).toEqual(before);
    // Open: Bob's ballot in the voting session is gone.
    const ballots = await t.db
      .selectFrom('ballots')
      .select('voter_id')
      .where('session_id', '=', voting.sessionId)
      .execute();
    expect(ballots.map((b) => b.voter_id)).not.toContain(p.Bob!.userId);

    // A submission to a session still taking submissions is withdrawn too.
    await endVoting(t.db, voting.sessionId, 3);
    const open = await sessionWithSubmissions(t.db, roomId, [p.Cat!, p.Dan!], 'submissions');
    expect((await removeMember(p.Ann!, roomId, p.Dan!)).statusCode).toBe(204);
    const subs = await t.db
      .selectFrom('submissions')
      .select('user_id')
      .where('session_id', '=', open.sessionId)
      .execute();
    expect(subs.map((s) => s.user_id)).toEqual([p.Cat!.userId]);
  });
});
