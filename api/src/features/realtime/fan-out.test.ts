import { DEFAULT_ROOM_RULES, routes } from '@clipclub/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, signIn, useTestApp } from '../../test/build-app.ts';
import { createRoomWith, signInAll } from '../../test/factories.ts';
import {
  closeSockets,
  disconnection,
  type Heard,
  listenOnce,
  memberSocket,
  nextEvent,
  pause,
  record,
  recordMessages,
} from './test-clients.ts';

// oEmbed points at a closed port: the lookup fails at once and the title falls back.
const t = useTestApp({ env: { YOUTUBE_OEMBED_URL: 'http://127.0.0.1:9/oembed' } });
let url = '';
beforeEach(async () => {
  url = await listenOnce(t.app);
});
afterEach(closeSockets);

const names = (heard: Heard[]) => heard.map((h) => h.name);

describe('room writes reach the room and nobody else', () => {
  it('sends each write to every member socket in that room only', async () => {
    const [ann, bob, cat, dan, eve, fay] = await signInAll(t.app, 'Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay');
    const one = await createRoomWith(t.app, ann.cookie, [bob.cookie], 'One');
    const two = await createRoomWith(t.app, cat.cookie, [dan.cookie], 'Two');
    const [annS, bobS, catS, danS, eveS] = await Promise.all([
      memberSocket(url, ann.cookie, [one]),
      memberSocket(url, bob.cookie, [one]),
      memberSocket(url, cat.cookie, [two]),
      memberSocket(url, dan.cookie, [two]),
      memberSocket(url, eve.cookie),
    ]);
    const [annH, bobH, catH, danH, eveH] = [record(annS), record(bobS), record(catS), record(danS), record(eveS)];

    const bobHearsUpdate = nextEvent(bobS, 'room:updated');
    const patch = await call(t.app, routes.updateRoom, {
      params: { id: one },
      as: ann,
      body: { name: 'One, renamed', description: 'Now with snacks' },
    });
    expect(patch.statusCode).toBe(200);
    expect(await bobHearsUpdate).toEqual({
      roomId: one,
      // What every member sees of the room (its name, mode and rules); never the invite code.
      room: {
        id: one,
        name: 'One, renamed',
        description: 'Now with snacks',
        type: 'manual',
        votingMode: 'classic',
        settings: DEFAULT_ROOM_RULES,
      },
    });

    const inviteCode = (await call(t.app, routes.getRoom, { params: { id: one }, as: ann })).json()
      .inviteCode as string;
    const annHearsJoin = nextEvent(annS, 'members:changed');
    await call(t.app, routes.joinRoom, { as: fay, body: { inviteCode } });
    const joined = await annHearsJoin;
    expect(joined.roomId).toBe(one);
    expect(joined.members.map((m) => m.userName)).toEqual(['Ann', 'Bob', 'Fay']);

    const created = nextEvent(bobS, 'session:created');
    const session = await call(t.app, routes.createSession, { params: { id: one }, as: ann, body: { theme: 'Cats' } });
    expect(session.statusCode).toBe(201);
    expect((await created).session).toMatchObject({ id: session.json().id, roomId: one, theme: 'Cats' });

    // Room two's own write is heard in room two only.
    const danHears = nextEvent(danS, 'room:updated');
    await call(t.app, routes.updateRoom, { params: { id: two }, as: cat, body: { name: 'Two!' } });
    await danHears;

    await pause(100);
    // The session joined the room's season (one message with it); it opened at once, so its
    // notice came with it (each member's own sockets).
    const heardInOne = ['room:updated', 'members:changed', 'session:created', 'season:updated', 'notification:new'];
    expect(names(annH)).toEqual(heardInOne);
    expect(names(bobH)).toEqual(heardInOne);
    expect(names(catH)).toEqual(['room:updated']);
    expect(names(danH)).toEqual(['room:updated']);
    expect(eveH).toEqual([]);
  });

  it('takes everyone out of a deleted room', async () => {
    const [ann, bob] = await signInAll(t.app, 'Ann', 'Bob');
    const roomId = await createRoomWith(t.app, ann.cookie, [bob.cookie]);
    const bobS = await memberSocket(url, bob.cookie, [roomId]);
    const deleted = nextEvent(bobS, 'room:deleted');
    expect((await call(t.app, routes.deleteRoom, { params: { id: roomId }, as: ann })).statusCode).toBe(204);
    expect(await deleted).toEqual({ roomId });
    await pause(50);
    const heard = record(bobS);
    t.app.roomEvents.publish(roomId, 'leaderboard:changed', { roomId });
    await pause(150);
    expect(heard).toEqual([]);
  });

  it('takes a removed member’s sockets out of the room, and only theirs', async () => {
    const [ann, bob] = await signInAll(t.app, 'Ann', 'Bob');
    const roomId = await createRoomWith(t.app, ann.cookie, [bob.cookie]);
    const [annS, bobS] = await Promise.all([
      memberSocket(url, ann.cookie, [roomId]),
      memberSocket(url, bob.cookie, [roomId]),
    ]);
    t.app.roomEvents.memberRemoved(roomId, bob.userId);
    await pause(50);
    const bobH = record(bobS);
    const annHears = nextEvent(annS, 'leaderboard:changed');
    t.app.roomEvents.publish(roomId, 'leaderboard:changed', { roomId });
    expect(await annHears).toEqual({ roomId });
    await pause(100);
    expect(bobH).toEqual([]);
  });
});

describe('one change, one message per socket', () => {
  it("sends a move to results as one batch, in order: status, results, leaderboard, standings, everyone's notice", async () => {
    const [ann, bob] = await signInAll(t.app, 'Ann', 'Bob');
    const roomId = await createRoomWith(t.app, ann.cookie, [bob.cookie]);
    const session = (
      await call(t.app, routes.createSession, { params: { id: roomId }, as: ann, body: { theme: 'Cats' } })
    ).json() as { id: string };
    const advance = (action: string) =>
      call(t.app, routes.advanceSession, { params: { id: session.id }, as: ann, payload: { action } });
    expect((await advance('endSubmissions')).statusCode).toBe(200);
    // Bob also has a tab on a screen outside the room (his socket is in no room there).
    const [annS, bobS, bobElsewhere] = await Promise.all([
      memberSocket(url, ann.cookie, [roomId]),
      memberSocket(url, bob.cookie, [roomId]),
      memberSocket(url, bob.cookie),
    ]);
    const [annM, bobM, elsewhereM] = [recordMessages(annS), recordMessages(bobS), recordMessages(bobElsewhere)];
    const bobHearsStandings = nextEvent(bobS, 'standings:updated');
    const elsewhereHearsNotice = new Promise((resolve) => bobElsewhere.once('notification:new', resolve));

    expect((await advance('endVoting')).statusCode).toBe(200);
    await Promise.all([bobHearsStandings, elsewhereHearsNotice]);
    await pause(100);
    const bell = async (who: { cookie: string }) => (await call(t.app, routes.listNotifications, { as: who })).json();
    const ids: Record<string, string> = {};
    for (const [who, messages] of [
      [ann, annM],
      [bob, bobM],
    ] as const) {
      // Exactly one message for the whole move, the player's own notice included.
      expect(messages.map((m) => m.name)).toEqual(['room:batch']);
      const batch = messages[0]?.payload as { roomId: string; events: Heard[] };
      expect(batch.roomId).toBe(roomId);
      expect(batch.events.map((e) => e.name)).toEqual([
        'session:status-changed',
        'results:ready',
        'leaderboard:changed',
        'standings:updated',
        'notices:results',
      ]);
      expect(batch.events[1]?.payload).toEqual({ roomId, sessionId: session.id });
      const notices = batch.events[4]?.payload as { ids: Record<string, string> };
      expect(notices).toMatchObject({
        roomId,
        sessionId: session.id,
        kind: 'results_ready',
        payload: { sessionNumber: 1, theme: 'Cats' },
      });
      // Stored before the batch went: the id in it is the player's own notice in their bell, unread.
      const mine = (await bell(who)).notifications.find((n) => n.kind === 'results_ready');
      expect(mine).toMatchObject({ sessionId: session.id, readAt: null });
      expect(notices.ids[who.userId]).toBe(mine?.id);
      ids[who.userId] = mine?.id ?? '';
    }
    // Bob's tab outside the room heard his notice alone, with the same id.
    expect(elsewhereM.map((m) => m.name)).toEqual(['notification:new']);
    expect(elsewhereM[0]?.payload).toMatchObject({ id: ids[bob.userId], kind: 'results_ready', readAt: null });

    // A results notice's id is its session's, the same for every member (migration 160): Bob
    // marking it read marks his own, never Ann's.
    expect(ids).toEqual({ [ann.userId]: session.id, [bob.userId]: session.id });
    const markIt = await call(t.app, routes.markNotificationRead, { params: { id: session.id }, as: bob });
    expect(markIt.statusCode).toBe(204);
    expect((await bell(bob)).notifications.find((n) => n.id === session.id)?.readAt).not.toBeNull();
    expect((await bell(ann)).notifications.find((n) => n.id === session.id)?.readAt).toBeNull();
  });

  it('sends a change that is one event as that event', async () => {
    const [ann, bob] = await signInAll(t.app, 'Ann', 'Bob');
    const roomId = await createRoomWith(t.app, ann.cookie, [bob.cookie]);
    const bobS = await memberSocket(url, bob.cookie, [roomId]);
    const messages = recordMessages(bobS);
    const heard = nextEvent(bobS, 'room:updated');
    await call(t.app, routes.updateRoom, { params: { id: roomId }, as: ann, body: { name: 'Renamed' } });
    await heard;
    await pause(50);
    expect(messages.map((m) => m.name)).toEqual(['room:updated']);
  });
});

describe('logging out', () => {
  it('disconnects the sockets of that login session, and keeps the user’s other devices', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const annPhone = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const roomId = await createRoomWith(t.app, ann.cookie);
    const laptop = await memberSocket(url, ann.cookie, [roomId]);
    const phone = await memberSocket(url, annPhone.cookie, [roomId]);

    const closed = disconnection(laptop);
    const logout = await call(t.app, routes.logout, { as: ann });
    expect(logout.statusCode).toBe(204);
    expect(await closed).toBe('io server disconnect');

    await pause(100);
    expect(phone.connected).toBe(true);
    const phoneHears = nextEvent(phone, 'leaderboard:changed');
    t.app.roomEvents.publish(roomId, 'leaderboard:changed', { roomId });
    expect(await phoneHears).toEqual({ roomId });
  });
});
