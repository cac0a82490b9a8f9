import type { RoomStates } from '@clipclub/protocol';
import { routes } from '@clipclub/protocol';
import { describe, expect, it } from 'vitest';
import { call, signIn, useTestApp } from '../../test/build-app.ts';
import { createRoomWithAdmin, signInAndJoin } from '../../test/factories.ts';
import { advance, castBallot, createSession } from '../sessions/test-support.ts';

const t = useTestApp();

const states = async (cookie: string): Promise<RoomStates> =>
  (await call(t.app, routes.getRoomStates, { as: cookie })).json();

async function submitDirectly(sessionId: string, userId: string) {
  await t.db
    .insertInto('submissions')
    .values({
      session_id: sessionId,
      user_id: userId,
      youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      video_id: 'dQw4w9WgXcQ',
      title: 'A video',
      thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    })
    .execute();
}

describe('GET /api/room-states', () => {
  it('follows the member through a session: not submitted, nudged, submitted, voting, results', async () => {
    const { admin, roomId, inviteCode } = await createRoomWithAdmin(
      t.app,
      { type: 'manual' },
      {
        email: 'alice@example.com',
        firstName: 'Alice',
      },
    );
    const bo = await signInAndJoin(t.app, inviteCode, { email: 'bo@example.com', firstName: 'Bo' });
    expect(await states(bo.cookie)).toEqual({ timeZone: null, rooms: [{ roomId, session: null }] });

    const session = await createSession(t.app, admin.cookie, roomId, 'Heists');
    let room = (await states(bo.cookie)).rooms[0]!;
    expect(room.session).toMatchObject({
      id: session.id,
      sessionNumber: 1,
      theme: 'Heists',
      status: 'submissions',
      votingMode: 'classic',
      submitted: false,
      voted: false,
      missingCount: 2,
      nudge: null,
    });

    await call(t.app, routes.nudgeMember, { params: { id: session.id }, as: admin, body: { userId: bo.userId } });
    room = (await states(bo.cookie)).rooms[0]!;
    expect(room.session?.nudge).toEqual({ phase: 'submissions', byName: 'Alice', at: t.clock.now().toISOString() });
    // The admin was not nudged.
    expect((await states(admin.cookie)).rooms[0]!.session?.nudge).toBeNull();

    await submitDirectly(session.id, bo.userId);
    room = (await states(bo.cookie)).rooms[0]!;
    expect(room.session).toMatchObject({ submitted: true, missingCount: 1, nudge: null });

    await advance(t.app, admin.cookie, session.id, 'endSubmissions');
    room = (await states(bo.cookie)).rooms[0]!;
    // The nudge was for submissions: it does not carry over into voting.
    expect(room.session).toMatchObject({ status: 'voting', voted: false, missingCount: 2, nudge: null });
    await castBallot(t.db, session.id, bo.userId);
    expect((await states(bo.cookie)).rooms[0]!.session).toMatchObject({ voted: true, missingCount: 1 });

    await advance(t.app, admin.cookie, session.id, 'endVoting');
    expect((await states(bo.cookie)).rooms[0]!.session).toMatchObject({ status: 'results', missingCount: 0 });
  });

  it('shows the active session before a finished one, lists only my rooms, and carries my time zone', async () => {
    const { admin, roomId } = await createRoomWithAdmin(t.app);
    const first = await createSession(t.app, admin.cookie, roomId, 'One');
    await advance(t.app, admin.cookie, first.id, 'endSubmissions');
    await advance(t.app, admin.cookie, first.id, 'endVoting');
    expect((await states(admin.cookie)).rooms[0]!.session).toMatchObject({ id: first.id, status: 'results' });
    const second = await createSession(t.app, admin.cookie, roomId, 'Two');
    expect((await states(admin.cookie)).rooms[0]!.session).toMatchObject({ id: second.id, status: 'submissions' });

    const zed = await signIn(t.app, { email: 'zed@example.com', firstName: 'Zed' });
    await t.db.updateTable('users').set({ time_zone: 'Europe/Berlin' }).where('id', '=', zed.userId).execute();
    expect(await states(zed.cookie)).toEqual({ timeZone: 'Europe/Berlin', rooms: [] });
    expect((await call(t.app, routes.getRoomStates)).statusCode).toBe(401);
  });
});
