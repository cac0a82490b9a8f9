import { IDEMPOTENCY_MESSAGES, type RouteInput, routes } from '@clipclub/protocol';
import { describe, expect, it } from 'vitest';
import { call, signIn, useTestApp } from '../../test/build-app.ts';
import type { Caller } from '../../test/call.ts';
import { createRoomWithAdmin } from '../../test/factories.ts';
import { recordEvents } from '../sessions/test-support.ts';

const t = useTestApp();

const keyed = (key?: string) => (key ? { headers: { 'idempotency-key': key } } : {});
const createRoom = (who: Caller, body: RouteInput<typeof routes.createRoom, 'body'>, key?: string) =>
  call(t.app, routes.createRoom, { as: who, body, ...keyed(key) });
const createSession = (who: Caller, id: string, body: RouteInput<typeof routes.createSession, 'body'>, key?: string) =>
  call(t.app, routes.createSession, { params: { id }, as: who, body, ...keyed(key) });

const count = async (table: 'rooms' | 'sessions') => (await t.db.selectFrom(table).select('id').execute()).length;
const ROOM = { name: 'Friday Night', type: 'manual' } as const;

describe('POST /api/rooms with an Idempotency-Key', () => {
  it('answers a replay with the first room, and creates one room', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const first = await createRoom(ann, ROOM, 'key-create-room-1');
    const again = await createRoom(ann, ROOM, 'key-create-room-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await count('rooms')).toBe(1);
  });

  it('creates one room when the same request arrives twice at once (a double click)', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const answers = await Promise.all([1, 2, 3].map(() => createRoom(ann, ROOM, 'key-double-click')));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await count('rooms')).toBe(1);
  });

  it('refuses the same key for a different request, and creates nothing', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    await createRoom(ann, ROOM, 'key-reused-123');
    const other = await createRoom(ann, { ...ROOM, name: 'Other' }, 'key-reused-123');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.reused, code: 'idempotency_key_reused' });
    expect(await count('rooms')).toBe(1);
  });

  it("keeps each user's keys apart, and creates again without a key", async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const bo = await signIn(t.app, { email: 'bo@example.com', firstName: 'Bo' });
    const a = await createRoom(ann, ROOM, 'key-shared-by-two');
    const b = await createRoom(bo, ROOM, 'key-shared-by-two');
    expect(b.statusCode).toBe(201);
    expect(b.json().id).not.toBe(a.json().id);
    await createRoom(ann, ROOM);
    await createRoom(ann, ROOM);
    expect(await count('rooms')).toBe(4);
  });

  it('forgets a key after 24 hours', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    const first = await createRoom(ann, ROOM, 'key-expires-soon');
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const later = await createRoom(ann, ROOM, 'key-expires-soon');
    expect(later.statusCode).toBe(201);
    expect(later.json().id).not.toBe(first.json().id);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a malformed key with 400 and creates nothing', async () => {
    const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
    for (const key of ['short', 'has spaces in it', 'x'.repeat(101)]) {
      const res = await createRoom(ann, ROOM, key);
      expect(res.statusCode).toBe(400);
      expect(res.error().message).toBe(IDEMPOTENCY_MESSAGES.badKey);
    }
    expect(await count('rooms')).toBe(0);
  });
});

describe('POST /api/rooms/:id/sessions with an Idempotency-Key', () => {
  it('answers replays with the first session, creates one and announces it once', async () => {
    const { admin, roomId } = await createRoomWithAdmin(t.app);
    const recorder = recordEvents(t.app);
    const answers = await Promise.all(
      [1, 2].map(() => createSession(admin, roomId, { theme: 'Heists' }, 'key-session-1')),
    );
    const replay = await createSession(admin, roomId, { theme: 'Heists' }, 'key-session-1');
    recorder.stop();
    expect([...answers, replay].map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set([...answers, replay].map((a) => a.json().id)).size).toBe(1);
    expect(replay.json()).toMatchObject({ sessionNumber: 1, theme: 'Heists', status: 'submissions' });
    expect(await count('sessions')).toBe(1);
    expect(recorder.events.filter((e) => e.name === 'session:created')).toHaveLength(1);
    // A new key is a new session (numbered 2: the first number was not given away twice).
    const next = await createSession(admin, roomId, { theme: 'Heists' }, 'key-session-2');
    expect(next.json()).toMatchObject({ sessionNumber: 2, status: 'upcoming' });
  });

  it('scopes a key to its room: the same key in another room is a different request', async () => {
    const one = await createRoomWithAdmin(t.app);
    const other = await createRoom(one.admin, ROOM);
    await createSession(one.admin, one.roomId, { theme: 'A' }, 'key-scoped-1');
    const res = await createSession(one.admin, other.json().id, { theme: 'A' }, 'key-scoped-1');
    expect(res.statusCode).toBe(409);
    expect(await count('sessions')).toBe(1);
  });

  it('still checks who may create: a member with a key gets 403', async () => {
    const { roomId, inviteCode } = await createRoomWithAdmin(t.app);
    const bo = await signIn(t.app, { email: 'bo@example.com', firstName: 'Bo' });
    await call(t.app, routes.joinRoom, { as: bo, body: { inviteCode } });
    const res = await createSession(bo, roomId, { theme: 'A' }, 'key-member-1');
    expect(res.statusCode).toBe(403);
    expect(await count('sessions')).toBe(0);
  });
});
