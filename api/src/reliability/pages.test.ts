import { nextCursorFromLink, routes } from '@clipclub/protocol';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { call, TEST_ORIGIN, useTestApp } from '../test/build-app.ts';
import { createRoomWithAdmin } from '../test/factories.ts';

// docs/rules.md §11: GET /api/rooms and a room's sessions, unbounded, were 1.2 MB for 1,000 rooms. They
// answer one page (rooms 50 by default, sessions 100, at most 200) and a Link header to the next; walking the pages
// gives every item once, in order, even when many share a join time.
const t = useTestApp();

/** Every page of a list: the first read through its route, each next one where its Link points. */
async function walk(app: FastifyInstance, cookie: string, first: () => Promise<LightMyRequestResponse>) {
  const pages: string[][] = [];
  let read: (() => Promise<LightMyRequestResponse>) | null = first;
  while (read) {
    const res: LightMyRequestResponse = await read();
    expect(res.statusCode, res.body).toBe(200);
    pages.push((res.json() as { id: string }[]).map((item) => item.id));
    const link = res.headers.link as string | undefined;
    const url = link ? /<([^>]+)>/.exec(link)![1]! : null;
    read = url ? () => app.inject({ method: 'GET', url, headers: { origin: TEST_ORIGIN, cookie } }) : null;
    if (pages.length > 20) throw new Error('pages never end');
  }
  return pages;
}

async function roomsJoinedBy(userId: string, count: number) {
  // Many rooms joined in the same microsecond, others one microsecond apart: the order must
  // still be total, and a cursor must keep microseconds (a JS Date would lose them).
  const rooms = await t.db
    .insertInto('rooms')
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Room ${i}`,
        invite_code: `P${String(i).padStart(7, '0')}`,
        type: 'manual' as const,
        voting_mode: 'classic' as const,
      })),
    )
    .returning('id')
    .execute();
  await t.db
    .insertInto('room_members')
    .values(
      rooms.map((r, i) => ({
        room_id: r.id,
        user_id: userId,
        joined_at: `2026-11-20T10:00:00.${String(i % 3 === 0 ? 500000 : 500000 + i).padStart(6, '0')}Z`,
      })),
    )
    .execute();
  return rooms.map((r) => r.id);
}

describe('My Rooms in pages', () => {
  it('answers 50 by default, at most 200, and every room exactly once across the pages', async () => {
    const { admin, roomId } = await createRoomWithAdmin(t.app);
    const all = [roomId, ...(await roomsJoinedBy(admin.userId, 130))];

    const first = await call(t.app, routes.listRooms, { as: admin });
    expect(first.json()).toHaveLength(50);
    expect(first.headers['x-total-count']).toBe('131');
    expect(first.headers.link).toMatch(/^<\/api\/rooms\?cursor=[\w-]+&limit=50>; rel="next"$/);
    // The room joined last (through the API, now) comes first.
    expect(first.json()[0]?.id).toBe(roomId);

    const rooms = (limit: string) => () => call(t.app, routes.listRooms, { query: { limit }, as: admin });
    const pages = await walk(t.app, admin.cookie, rooms('100'));
    expect(pages.map((p) => p.length)).toEqual([100, 31]);
    const whole = await walk(t.app, admin.cookie, rooms('200'));
    expect(whole.map((p) => p.length)).toEqual([131]);
    expect(whole.flat()).toEqual(pages.flat());
    expect(new Set(pages.flat()).size).toBe(131);
    expect(pages.flat().sort()).toEqual([...all].sort());
    const small = await walk(t.app, admin.cookie, rooms('7'));
    expect(small.flat()).toEqual(pages.flat());
  });

  it('refuses a limit out of range and a cursor it did not make, naming the field', async () => {
    const { admin } = await createRoomWithAdmin(t.app);
    const cases = [
      ['limit=0', 'Limit must be a whole number from 1 to 200'],
      ['limit=201', 'Limit must be a whole number from 1 to 200'],
      ['limit=ten', 'Limit must be a whole number from 1 to 200'],
      ['limit=1&limit=2', 'Limit must be a whole number from 1 to 200'],
      ['cursor=%00', 'Cursor is not valid'],
      ['cursor=bm90IGpzb24', 'Cursor is not valid'],
      [`cursor=${Buffer.from('{"joinedAt":"x","roomId":"y"}').toString('base64url')}`, 'Cursor is not valid'],
    ] as const;
    for (const [query, message] of cases) {
      // The query string as written (no query object can say limit twice), on My Rooms' path.
      const res = await t.app.inject({
        method: routes.listRooms.method,
        url: `${routes.listRooms.path}?${query}`,
        headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
      });
      expect({ query, status: res.statusCode, message: res.json().message }).toEqual({ query, status: 400, message });
    }
    const sessions = await call(t.app, routes.listSessions, {
      params: { id: '00000000-0000-4000-8000-000000000000' },
      query: { limit: '-1' },
      as: admin,
    });
    expect(sessions.statusCode).toBe(400);
    expect(sessions.error().issues?.[0]?.path).toEqual(['limit']);
  });
});

describe('a room’s sessions in pages', () => {
  it('answers the newest first, 100 by default, and every session once across the pages', async () => {
    const { admin, roomId } = await createRoomWithAdmin(t.app);
    await t.db
      .insertInto('sessions')
      .values(
        Array.from({ length: 120 }, (_, i) => ({
          room_id: roomId,
          session_number: i + 1,
          theme: `Theme ${i + 1}`,
          status: 'results' as const,
        })),
      )
      .execute();
    const first = await call(t.app, routes.listSessions, { params: { id: roomId }, as: admin });
    const numbers = (first.json() as { sessionNumber: number }[]).map((s) => s.sessionNumber);
    expect(numbers).toEqual(Array.from({ length: 100 }, (_, i) => 120 - i));
    expect(nextCursorFromLink(first.headers.link as string)).toMatch(/^[\w-]+$/);

    const pages = await walk(t.app, admin.cookie, () =>
      call(t.app, routes.listSessions, { params: { id: roomId }, query: { limit: '50' }, as: admin }),
    );
    expect(pages.map((p) => p.length)).toEqual([50, 50, 20]);
    expect(new Set(pages.flat()).size).toBe(120);
    // A stranger learns nothing from a cursor: same 404 as without one.
    const eve = await createRoomWithAdmin(t.app, undefined, { email: 'eve@example.com', firstName: 'Eve' });
    const cursor = nextCursorFromLink(first.headers.link as string);
    const stranger = await call(t.app, routes.listSessions, {
      params: { id: roomId },
      query: { cursor: String(cursor) },
      as: eve.admin,
    });
    expect(stranger.statusCode).toBe(404);
  });
});
