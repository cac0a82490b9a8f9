import { randomUUID } from 'node:crypto';
import { type Route, routes } from '@clipclub/protocol';
import { describe, expect, it } from 'vitest';
import { call, signIn, useTestApp } from '../../test/build-app.ts';
import type { Caller } from '../../test/call.ts';

const t = useTestApp();

// Every route that names a room, with a body valid enough to reach the membership check.
const ROOM_ROUTES: [string, Route, object?][] = (
  [
    [routes.getRoom],
    [routes.updateRoom, { name: 'Taken over' }],
    [routes.deleteRoom],
    [routes.listMembers],
    [routes.getTokenStatus],
    [routes.getBadgeConfig],
    [routes.getLeaderboard],
  ] as [Route, object?][]
).map(([route, payload]) => [`${route.method} ${route.path}`, route, payload]);

/** The route for the room `id`, as `who` (or signed out); the route varies, so its input is any route's. */
const callRoom = (route: Route, id: string, payload: object | undefined, who?: Caller) =>
  call(t.app, route, { params: { id }, ...(who ? { as: who } : {}), payload } as never);

async function roomOwnedByAnn() {
  const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
  const res = await call(t.app, routes.createRoom, { as: ann, body: { name: 'Secret Club', type: 'manual' } });
  return { ann, room: res.json() as { id: string } };
}

async function roomIsUntouched(id: string) {
  const room = await t.db.selectFrom('rooms').select('name').where('id', '=', id).executeTakeFirst();
  const members = await t.db.selectFrom('room_members').select('user_id').where('room_id', '=', id).execute();
  expect(room).toEqual({ name: 'Secret Club' });
  expect(members).toHaveLength(1);
}

describe.each(ROOM_ROUTES)('%s', (_name, route, payload) => {
  it('answers 401 when signed out', async () => {
    const { room } = await roomOwnedByAnn();
    const res = await callRoom(route, room.id, payload);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Not signed in', code: 'unauthorized' });
    await roomIsUntouched(room.id);
  });

  it('answers a non-member the same 404 as for a room that does not exist', async () => {
    const { room } = await roomOwnedByAnn();
    const eve = await signIn(t.app, { email: 'eve@example.com', firstName: 'Eve' });
    const existing = await callRoom(route, room.id, payload, eve);
    const missing = await callRoom(route, randomUUID(), payload, eve);
    expect(existing.statusCode).toBe(404);
    expect(existing.json()).toEqual({ message: 'Room not found', code: 'not_found' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(existing.json());
    await roomIsUntouched(room.id);
  });

  it.each([['not-a-uuid'], ['1'], ["1' OR '1'='1"], ['%00']])('answers 404 for the malformed id %s', async (id) => {
    const { ann } = await roomOwnedByAnn();
    // The route's path fills the id in encoded, as the browser would send it.
    const res = await callRoom(route, id, payload, ann);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Room not found', code: 'not_found' });
  });

  it('answers a member who left the room (membership removed) with 404', async () => {
    const { ann, room } = await roomOwnedByAnn();
    await t.db.deleteFrom('room_members').where('room_id', '=', room.id).execute();
    const res = await callRoom(route, room.id, payload, ann);
    expect(res.statusCode).toBe(404);
  });
});
