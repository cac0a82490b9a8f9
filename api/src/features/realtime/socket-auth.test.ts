import { randomBytes, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { routes } from '@clipclub/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, signIn, TEST_ORIGIN, useTestApp } from '../../test/build-app.ts';
import { createRoomWith } from '../../test/factories.ts';
import {
  closeSockets,
  connected,
  disconnection,
  listenOnce,
  memberSocket,
  nextEvent,
  openSocket,
  pause,
  record,
  refused,
} from './test-clients.ts';

const t = useTestApp();
let url = '';
beforeEach(async () => {
  url = await listenOnce(t.app);
});
afterEach(closeSockets);

describe('socket handshake', () => {
  it('refuses a connection without a login cookie, saying why', async () => {
    const error = await refused(openSocket(url));
    expect(error.message).toBe('Not signed in');
    expect(error.data).toEqual({ code: 'unauthorized' });
  });

  it('refuses a cookie that names no login session', async () => {
    const error = await refused(openSocket(url, { cookie: 'cc_session=not-a-real-session' }));
    expect(error.message).toBe('Not signed in');
  });

  it('refuses a signed-in browser on a foreign page (cross-site WebSocket hijacking)', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const error = await refused(openSocket(url, { cookie: ann.cookie, origin: 'https://evil.example' }));
    expect(error.message).toBe('websocket error');
    // The same cookie from the app's own origin is accepted.
    const socket = await connected(openSocket(url, { cookie: ann.cookie, origin: TEST_ORIGIN }));
    expect(socket.connected).toBe(true);
  });

  it('answers a foreign-origin WebSocket upgrade 403, as docs/rules.md §1 asks of a foreign-origin write', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const upgrade = (origin: string) =>
      new Promise<number>((resolve, reject) => {
        const req = request(`${url}/socket.io/?EIO=4&transport=websocket`, {
          headers: {
            connection: 'Upgrade',
            upgrade: 'websocket',
            'sec-websocket-version': '13',
            'sec-websocket-key': randomBytes(16).toString('base64'),
            origin,
            cookie: ann.cookie,
          },
        });
        req.on('response', (res) => resolve(res.statusCode ?? 0));
        req.on('upgrade', (_res, socket) => {
          socket.destroy();
          resolve(101);
        });
        req.on('error', reject);
        req.end();
      });
    expect(await upgrade('https://evil.example')).toBe(403);
    expect(await upgrade(TEST_ORIGIN)).toBe(101);
  });

  it('offers the WebSocket transport only (no long-polling, so no sticky sessions are needed)', async () => {
    const res = await fetch(`${url}/socket.io/?EIO=4&transport=polling`, { headers: { origin: TEST_ORIGIN } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 0, message: 'Transport unknown' });
  });
});

describe('room:join and room:leave', () => {
  it('lets a member join their room and refuses a non-member with the 404 answer', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const bob = await signIn(t.app, { email: 'bob@example.com', firstName: 'Bob' });
    const roomId = await createRoomWith(t.app, ann.cookie);

    const annSocket = await memberSocket(url, ann.cookie);
    expect(await annSocket.emitWithAck('room:join', { roomId })).toEqual({
      ok: true,
      data: { roomId, tag: expect.stringMatching(/^W\//) },
    });

    const bobSocket = await memberSocket(url, bob.cookie);
    expect(await bobSocket.emitWithAck('room:join', { roomId })).toEqual({
      ok: false,
      error: { message: 'Room not found', code: 'not_found' },
    });
    // An id that names nothing, and one that is not an id, get the very same answer.
    const unknown = await bobSocket.emitWithAck('room:join', { roomId: randomUUID() });
    const malformed = await bobSocket.emitWithAck('room:join', { roomId: 'rooms; drop table' });
    expect(unknown).toEqual(malformed);

    // Bob hears nothing of Ann's room.
    const heard = record(bobSocket);
    t.app.roomEvents.publish(roomId, 'room:deleted', { roomId });
    await nextEvent(annSocket, 'room:deleted');
    await pause(100);
    expect(heard).toEqual([]);
  });

  it('answers a join with the ETag the member’s polled answers carry, which a write changes', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const bob = await signIn(t.app, { email: 'bob@example.com', firstName: 'Bob' });
    const roomId = await createRoomWith(t.app, ann.cookie, [bob.cookie]);
    const etag = async (cookie: string) =>
      (await call(t.app, routes.listMembers, { params: { id: roomId }, as: cookie })).headers.etag;
    const tagOnJoin = async (cookie: string) => {
      const socket = await memberSocket(url, cookie);
      const answer = await socket.emitWithAck('room:join', { roomId });
      socket.disconnect();
      return answer.ok ? answer.data.tag : undefined;
    };

    const annBefore = await tagOnJoin(ann.cookie);
    expect(annBefore).toBe(await etag(ann.cookie));
    // Each member has their own tag (their answers differ).
    expect(await tagOnJoin(bob.cookie)).toBe(await etag(bob.cookie));
    expect(await tagOnJoin(bob.cookie)).not.toBe(annBefore);

    await call(t.app, routes.updateRoom, { params: { id: roomId }, as: ann, body: { name: 'Renamed' } });
    const annAfter = await tagOnJoin(ann.cookie);
    expect(annAfter).not.toBe(annBefore);
    expect(annAfter).toBe(await etag(ann.cookie));
  });

  it('checks membership again on every join', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const bob = await signIn(t.app, { email: 'bob@example.com', firstName: 'Bob' });
    const roomId = await createRoomWith(t.app, ann.cookie, [bob.cookie]);
    const bobSocket = await memberSocket(url, bob.cookie, [roomId]);
    await bobSocket.emitWithAck('room:leave', { roomId });
    await t.db.deleteFrom('room_members').where('user_id', '=', bob.userId).execute();
    expect(await bobSocket.emitWithAck('room:join', { roomId })).toEqual({
      ok: false,
      error: { message: 'Room not found', code: 'not_found' },
    });
  });

  it('stops sending a room’s events after room:leave', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const roomId = await createRoomWith(t.app, ann.cookie);
    const socket = await memberSocket(url, ann.cookie, [roomId]);
    expect(await socket.emitWithAck('room:leave', { roomId })).toEqual({ ok: true, data: { roomId } });
    const heard = record(socket);
    t.app.roomEvents.publish(roomId, 'room:deleted', { roomId });
    await pause(150);
    expect(heard).toEqual([]);
  });

  it('closes a connection that sends a message over 16 KB', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const socket = await memberSocket(url, ann.cookie);
    const closed = disconnection(socket);
    socket.emit('room:join', { roomId: 'x'.repeat(20_000) }, () => {});
    expect(await closed).toBe('transport close');
  });
});
