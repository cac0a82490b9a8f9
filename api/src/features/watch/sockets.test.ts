import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-app.ts';
import { createRoomWithPlayers } from '../../test/factories.ts';
import { closeSockets, listenOnce, memberSocket, type TestSocket } from '../realtime/test-clients.ts';
import { sessionWithSubmissions, setStatus } from '../votes/test-fixtures.ts';

const t = useTestApp();
afterEach(() => closeSockets());

const heard = (socket: TestSocket) =>
  new Promise<unknown>((resolve) => socket.once('watch:presence', (e) => resolve(e.watchers)));

describe('watch party sockets', () => {
  it('answers clock pings with the server time', async () => {
    const { players: p } = await createRoomWithPlayers(t.app, 'classic', ['Ann']);
    const socket = await memberSocket(await listenOnce(t.app), p.Ann!.cookie);
    expect(await socket.emitWithAck('clock:ping')).toEqual({ ok: true, data: { serverTime: t.clock.now().getTime() } });
  });

  it('announces who is watching to the room, refuses strangers and the submissions phase, and forgets leavers', async () => {
    const { roomId, players: p } = await createRoomWithPlayers(t.app, 'classic', ['Ann', 'Bob']);
    const { sessionId } = await sessionWithSubmissions(t.db, roomId, [p.Ann!], 'submissions');
    const url = await listenOnce(t.app);
    const ann = await memberSocket(url, p.Ann!.cookie, [roomId]);
    const bob = await memberSocket(url, p.Bob!.cookie, [roomId]);
    const report = { sessionId, outOfSync: false, buffering: false };

    expect(await bob.emitWithAck('watch:presence', report)).toMatchObject({ ok: false, error: { code: 'conflict' } });
    const stranger = (await createRoomWithPlayers(t.app, 'classic', ['Zed'])).players.Zed!;
    const zed = await memberSocket(url, stranger.cookie);
    await setStatus(t.db, sessionId, 'voting');
    expect(await zed.emitWithAck('watch:presence', report)).toMatchObject({ ok: false, error: { code: 'not_found' } });

    const joined = heard(ann);
    expect(await bob.emitWithAck('watch:presence', { ...report, outOfSync: true })).toEqual({ ok: true, data: null });
    expect(await joined).toEqual([
      { userId: p.Bob!.userId, name: 'Bob', image: null, outOfSync: true, buffering: false },
    ]);

    const left = heard(ann);
    await bob.emitWithAck('watch:presence', { ...report, watching: false });
    expect(await left).toEqual([]);
  });
});
