import { DEFAULT_ROOM_RULES, routes } from '@clipclub/protocol';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { postgresDatabase } from '../../test/postgres-instances.ts';
import { closeSockets, disconnection, memberSocket, nextEvent, pause, recordMessages } from './test-clients.ts';
import {
  createRoomAcross,
  fetchOver,
  type ServerProcess,
  sharedProcessEnv,
  signInOver,
  startServerProcess,
  unreachableServices,
} from './test-processes.ts';

// Two real API processes on one PostgreSQL database and one Redis, the way docker-compose.yml
// runs them behind the proxy: a write made through A reaches a socket connected to B, and B's
// ETags know about it. Needs the machine's PostgreSQL and Redis; skipped (and says so) without.
const missing = await unreachableServices();
if (missing) console.warn(`multi-process realtime test skipped: ${missing} is unreachable`);

describe.skipIf(missing !== null)('two API processes sharing Redis', () => {
  const database = postgresDatabase({ empty: true });
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    const databaseUrl = await database.create();
    const env = sharedProcessEnv(databaseUrl);
    // Started together, as compose does: both run the migrations at once.
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 240_000);

  afterEach(closeSockets);

  afterAll(async () => {
    const codes = await Promise.all([a?.stop(), b?.stop()]);
    await database.drop();
    expect(codes).toEqual([0, 0]);
  }, 30_000);

  it('delivers a write made through A to a socket on B, and B’s ETags follow', async () => {
    const { ann, bob, room } = await createRoomAcross(a.url, b.url, 'Shared');

    const bobOnB = await memberSocket(b.url, bob.cookie, [room.id]);
    const readRoom = (url: string, tag?: string) =>
      fetchOver(url, routes.getRoom, {
        params: { id: room.id },
        as: bob,
        headers: tag ? { 'if-none-match': tag } : {},
      });
    const tag = (await readRoom(b.url)).headers.get('etag') as string;
    // The version lives in Redis: A knows B's tag.
    const onA = await readRoom(a.url, tag);
    expect(onA.status).toBe(304);

    const heard = nextEvent(bobOnB, 'room:updated');
    const startedAt = performance.now();
    const renamed = await fetchOver(a.url, routes.updateRoom, {
      params: { id: room.id },
      as: ann,
      body: { name: 'Shared, renamed' },
    });
    expect(renamed.status).toBe(200);
    expect(await heard).toEqual({
      roomId: room.id,
      room: {
        id: room.id,
        name: 'Shared, renamed',
        description: null,
        type: 'manual',
        votingMode: 'classic',
        settings: DEFAULT_ROOM_RULES,
      },
    });
    console.info(`A → B room:updated in ${(performance.now() - startedAt).toFixed(1)} ms`);

    const afterWrite = await readRoom(b.url, tag);
    expect(afterWrite.status).toBe(200);
    expect((await afterWrite.json()).name).toBe('Shared, renamed');
    const newTag = afterWrite.headers.get('etag') as string;
    for (const url of [a.url, b.url]) {
      const res = await readRoom(url, newTag);
      expect(res.status).toBe(304);
    }

    // An admin's advance through A moves the screen on B.
    const created = nextEvent(bobOnB, 'session:created');
    const created201 = await fetchOver(a.url, routes.createSession, {
      params: { id: room.id },
      as: ann,
      body: { theme: 'Cats' },
    });
    const session = await created201.json();
    expect((await created).session.id).toBe(session.id);
    const moved = nextEvent(bobOnB, 'session:status-changed');
    const advance = await fetchOver(a.url, routes.advanceSession, {
      params: { id: session.id },
      as: ann,
      body: { action: 'endSubmissions' },
    });
    expect(advance.status).toBe(200);
    expect((await moved).session).toMatchObject({ id: session.id, status: 'voting' });
  });

  it('sends a move to results through A as one message to Bob’s socket in the room on B, and his notice to his others', async () => {
    const { ann, bob, room } = await createRoomAcross(a.url, b.url, 'Results');
    const session = await (
      await fetchOver(a.url, routes.createSession, { params: { id: room.id }, as: ann, body: { theme: 'Dogs' } })
    ).json();
    const advance = (action: 'endSubmissions' | 'endVoting') =>
      fetchOver(a.url, routes.advanceSession, { params: { id: session.id }, as: ann, body: { action } });
    expect((await advance('endSubmissions')).status).toBe(200);
    // Bob in the room on B, and on screens outside it on both processes.
    const [inRoomOnB, outsideOnB, outsideOnA] = await Promise.all([
      memberSocket(b.url, bob.cookie, [room.id]),
      memberSocket(b.url, bob.cookie),
      memberSocket(a.url, bob.cookie),
    ]);
    const [inRoom, onB, onA] = [recordMessages(inRoomOnB), recordMessages(outsideOnB), recordMessages(outsideOnA)];
    const noticeOn = (socket: typeof outsideOnA) =>
      new Promise<{ id: string }>((resolve) => socket.once('notification:new', resolve));
    const heard = Promise.all([nextEvent(inRoomOnB, 'notices:results'), noticeOn(outsideOnB), noticeOn(outsideOnA)]);

    expect((await advance('endVoting')).status).toBe(200);
    const [notices, heardOnB, heardOnA] = await heard;
    await pause(200);
    expect(inRoom.map((m) => m.name)).toEqual(['room:batch']);
    expect(notices).toMatchObject({ roomId: room.id, sessionId: session.id, kind: 'results_ready' });
    const bobsId = notices.ids[bob.userId];
    expect(bobsId).toBeTypeOf('string');
    for (const [messages, notice] of [
      [onB, heardOnB],
      [onA, heardOnA],
    ] as const) {
      expect(messages.map((m) => m.name)).toEqual(['notification:new']);
      expect(notice.id).toBe(bobsId);
    }
  });

  it('disconnects a socket on B when its user logs out through A', async () => {
    const bob = await signInOver(b.url, 'bob2@example.com', 'Bob');
    const bobOnB = await memberSocket(b.url, bob.cookie);
    const closed = disconnection(bobOnB);
    expect((await fetchOver(a.url, routes.logout, { as: bob })).status).toBe(204);
    expect(await closed).toBe('io server disconnect');
    expect((await fetchOver(b.url, routes.getCurrentUser, { as: bob })).status).toBe(401);
  });
});
