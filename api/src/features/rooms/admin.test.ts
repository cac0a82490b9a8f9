import { routes } from '@clipclub/protocol';
import { describe, expect, it } from 'vitest';
import { call, signIn, useTestApp } from '../../test/build-app.ts';

const t = useTestApp();

async function setUp() {
  const ann = await signIn(t.app, { email: 'ann@example.com', firstName: 'Ann' });
  const bob = await signIn(t.app, { email: 'bob@example.com', firstName: 'Bob' });
  const created = await call(t.app, routes.createRoom, {
    as: ann,
    body: { name: 'Original', description: 'First words', type: 'manual' },
  });
  const room = created.json() as { id: string; inviteCode: string };
  await call(t.app, routes.joinRoom, { as: bob, body: { inviteCode: room.inviteCode } });
  return { ann, bob, room };
}

async function storedRoom(id: string) {
  return t.db.selectFrom('rooms').select(['name', 'description']).where('id', '=', id).executeTakeFirst();
}

describe('PATCH /api/rooms/:id', () => {
  it('lets an admin rename and redescribe the room', async () => {
    const { ann, room } = await setUp();
    const res = await call(t.app, routes.updateRoom, {
      params: { id: room.id },
      as: ann,
      body: { name: ' Renamed ', description: 'New words' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: room.id, name: 'Renamed', description: 'New words', isAdmin: true });
    expect(await storedRoom(room.id)).toEqual({ name: 'Renamed', description: 'New words' });
  });

  it('clears the description when sent empty, and keeps it when left out', async () => {
    const { ann, room } = await setUp();
    const patch = (payload: object) =>
      call(t.app, routes.updateRoom, { params: { id: room.id }, as: ann, payload: payload });
    expect((await patch({ name: 'Kept' })).json()).toMatchObject({ name: 'Kept', description: 'First words' });
    expect((await patch({ name: 'Cleared', description: '' })).json()).toMatchObject({ description: null });
    expect(await storedRoom(room.id)).toEqual({ name: 'Cleared', description: null });
  });

  it.each([
    [{}, 'Name is required'],
    [{ name: '' }, 'Name is required'],
    [{ name: '  ', description: 'x' }, 'Name is required'],
    [{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
  ])('refuses %j with 400 and changes nothing', async (payload, message) => {
    const { ann, room } = await setUp();
    const res = await call(t.app, routes.updateRoom, { params: { id: room.id }, as: ann, payload: payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'bad_request' });
    expect(res.error().issues?.[0]?.path).toEqual(['name']);
    expect(await storedRoom(room.id)).toEqual({ name: 'Original', description: 'First words' });
  });

  it('answers 403 to a member who is not an admin and changes nothing', async () => {
    const { bob, room } = await setUp();
    const res = await call(t.app, routes.updateRoom, { params: { id: room.id }, as: bob, body: { name: 'Hijacked' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Only a room admin can do that', code: 'forbidden' });
    expect(await storedRoom(room.id)).toEqual({ name: 'Original', description: 'First words' });
  });

  it('answers 401 signed out and changes nothing', async () => {
    const { room } = await setUp();
    const res = await call(t.app, routes.updateRoom, { params: { id: room.id }, body: { name: 'Anon' } });
    expect(res.statusCode).toBe(401);
    expect(await storedRoom(room.id)).toEqual({ name: 'Original', description: 'First words' });
  });
});

describe('DELETE /api/rooms/:id', () => {
  it('lets an admin delete the room with its memberships, sessions, submissions and votes', async () => {
    const { ann, bob, room } = await setUp();
    // Play data the room owns, written directly: the features that create it are tested elsewhere.
    const session = await t.db
      .insertInto('sessions')
      .values({ room_id: room.id, session_number: 1, theme: 'Songs', status: 'voting' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const submission = await t.db
      .insertInto('submissions')
      .values({
        session_id: session.id,
        user_id: bob.userId,
        youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        video_id: 'dQw4w9WgXcQ',
        title: 'A song',
        thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ballot = await t.db
      .insertInto('ballots')
      .values({ session_id: session.id, voter_id: ann.userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('votes')
      .values({
        ballot_id: ballot.id,
        session_id: session.id,
        voter_id: ann.userId,
        submission_id: submission.id,
        vote_type: 'points',
        points_allocated: 5,
      })
      .execute();

    const res = await call(t.app, routes.deleteRoom, { params: { id: room.id }, as: ann });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await storedRoom(room.id)).toBeUndefined();
    expect(await t.db.selectFrom('room_members').selectAll().where('room_id', '=', room.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('sessions').selectAll().where('room_id', '=', room.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('submissions').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('ballots').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('votes').selectAll().execute()).toEqual([]);

    const after = await call(t.app, routes.getRoom, { params: { id: room.id }, as: ann });
    expect(after.statusCode).toBe(404);
    const list = await call(t.app, routes.listRooms, { as: bob });
    expect(list.json()).toEqual([]);
  });

  it('answers 403 to a member who is not an admin and deletes nothing', async () => {
    const { bob, room } = await setUp();
    const res = await call(t.app, routes.deleteRoom, { params: { id: room.id }, as: bob });
    expect(res.statusCode).toBe(403);
    expect(res.error().message).toBe('Only a room admin can do that');
    expect(await storedRoom(room.id)).toBeDefined();
    expect(await t.db.selectFrom('room_members').selectAll().where('room_id', '=', room.id).execute()).toHaveLength(2);
  });

  it('answers 401 signed out and deletes nothing', async () => {
    const { room } = await setUp();
    const res = await call(t.app, routes.deleteRoom, { params: { id: room.id } });
    expect(res.statusCode).toBe(401);
    expect(await storedRoom(room.id)).toBeDefined();
  });
});
