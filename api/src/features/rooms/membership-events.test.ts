import { routes } from '@clipclub/protocol';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/build-app.ts';
import { createRoomWithPlayers, signInAndJoin } from '../../test/factories.ts';
import { recordEvents } from '../sessions/test-support.ts';
import { refusal, sessionWithSubmissions, vote } from '../votes/test-fixtures.ts';

// decisions.md §8: after every committed write the room hears what changed. A member joining or
// leaving moves the active session's 'N of M' (a leaver's submission or ballot is withdrawn
// with them), and a watch party's remote they held goes back to an admin.
const t = useTestApp();

const progressOf = (events: ReturnType<typeof recordEvents>['events'], name: string) =>
  events
    .filter((e) => e.name === name)
    .map(({ payload }) => ({
      memberCount: payload.memberCount,
      count: payload.count,
      names: (payload.participants as { userName: string }[]).map((p) => p.userName),
    }));

describe('a membership change mid-session', () => {
  it('voting: removing a voter and a new member joining each publish the counts anew', async () => {
    const { roomId, inviteCode, players: p } = await createRoomWithPlayers(t.app, 'classic', ['Ann', 'Bob', 'Cat']);
    const { sessionId, submissions: s } = await sessionWithSubmissions(t.db, roomId, [p.Ann!, p.Bob!]);
    expect((await vote.classic(t.app, p.Cat!, sessionId, { [s.Ann!]: 5, [s.Bob!]: 5 })).statusCode).toBe(200);
    const recorded = recordEvents(t.app);
    // Each change goes out as few messages as it can: the removal alone first (its member's
    // sockets hear it, then leave the room), then the rest of each change as one.
    const messages: string[][] = [];
    const stopMessages = t.app.roomEvents.on('roomEvents', (_roomId, published) => {
      messages.push(published.map((e) => e.name));
    });

    const removed = await call(t.app, routes.removeMember, {
      params: { id: roomId, userId: p.Cat!.userId },
      as: p.Ann!,
    });
    expect(removed.statusCode).toBeLessThan(300);
    await signInAndJoin(t.app, inviteCode, { email: 'dee@example.com', firstName: 'Dee' });
    recorded.stop();
    stopMessages();

    expect(messages).toEqual([
      ['member:removed'],
      ['members:changed', 'votes:progress'],
      ['members:changed', 'votes:progress'],
    ]);

    expect(progressOf(recorded.events, 'votes:progress')).toEqual([
      { memberCount: 2, count: 0, names: [] },
      { memberCount: 3, count: 0, names: [] },
    ]);
    const view = (await call(t.app, routes.getSession, { params: { id: sessionId }, as: p.Ann! })).json();
    expect({ members: view.memberCount, voted: view.votedCount }).toEqual({ members: 3, voted: 0 });
  });

  it('submissions: a submitter leaving takes their video out of the count', async () => {
    const { roomId, players: p } = await createRoomWithPlayers(t.app, 'classic', ['Ann', 'Bob', 'Cat']);
    await sessionWithSubmissions(t.db, roomId, [p.Ann!, p.Bob!], 'submissions');
    const recorded = recordEvents(t.app);
    expect((await call(t.app, routes.leaveRoom, { params: { id: roomId }, as: p.Bob! })).statusCode).toBeLessThan(300);
    recorded.stop();
    expect(progressOf(recorded.events, 'submissions:progress')).toEqual([{ memberCount: 2, count: 1, names: ['Ann'] }]);
  });
});

describe('a watch party host who leaves', () => {
  it('hands the remote back to the admin, who is told; rejoining does not give it back', async () => {
    const { roomId, inviteCode, players: p } = await createRoomWithPlayers(t.app, 'classic', ['Ann', 'Bob', 'Cat']);
    const { sessionId } = await sessionWithSubmissions(t.db, roomId, [p.Ann!, p.Bob!, p.Cat!]);
    const passed = await call(t.app, routes.passWatchHost, {
      params: { id: sessionId },
      as: p.Ann!,
      body: { userId: p.Bob!.userId },
    });
    expect(passed.json().hostUserId).toBe(p.Bob!.userId);
    const recorded = recordEvents(t.app);

    await call(t.app, routes.removeMember, { params: { id: roomId, userId: p.Bob!.userId }, as: p.Ann! });
    recorded.stop();
    const states = recorded.events.filter((e) => e.name === 'watch:state').map((e) => e.payload.hostUserId);
    expect(states).toEqual([p.Ann!.userId]);
    const watch = await call(t.app, routes.getWatch, { params: { id: sessionId }, as: p.Cat! });
    expect(watch.json().hostUserId).toBe(p.Ann!.userId);
    const paused = await call(t.app, routes.sendWatchCommand, {
      params: { id: sessionId },
      as: p.Ann!,
      payload: { action: 'pause' },
    });
    expect(paused.statusCode).toBe(200);

    expect((await call(t.app, routes.joinRoom, { as: p.Bob!, body: { inviteCode } })).statusCode).toBe(200);
    const play = await call(t.app, routes.sendWatchCommand, {
      params: { id: sessionId },
      as: p.Bob!,
      payload: { action: 'play' },
    });
    expect(refusal(play)).toEqual({ status: 403, message: 'Only the host can control the watch party' });
  });
});
