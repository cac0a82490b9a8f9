import { routes } from '@clipclub/protocol';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/build-app.ts';
import { createRoomWithAdmin, type Person as Player, signInAndJoin } from '../../test/factories.ts';
import { advance, createSession, getSession, recordEvents } from '../sessions/test-support.ts';
import { stubTitle, useYouTubeStub } from './test-youtube-stub.ts';

// docs/rules.md §4: while submissions are open others see who, not what; while voting, what, not
// who; at results, everything. Each test also searches the raw body for the withheld values.
const youtube = useYouTubeStub();
const t = useTestApp({ env: youtube.env });

const ZOE_VIDEO = 'zzzzzzzzzz1';
const BO_VIDEO = 'bbbbbbbbbb1';

async function sessionWithTwoEntries() {
  const { admin, roomId, inviteCode } = await createRoomWithAdmin(t.app);
  const zoe = await signInAndJoin(t.app, inviteCode, { email: 'zoe@example.com', firstName: 'Zoe', lastName: 'Quill' });
  const bo = await signInAndJoin(t.app, inviteCode, { email: 'bo@example.com', firstName: 'Bo', lastName: 'Vance' });
  const session = await createSession(t.app, admin.cookie, roomId);
  const recorder = recordEvents(t.app);
  for (const [player, video, commentary] of [
    [zoe, ZOE_VIDEO, 'Watch to the very end'],
    [bo, BO_VIDEO, 'A secret note'],
  ] as const) {
    const res = await call(t.app, routes.createSubmission, {
      params: { id: session.id },
      as: player,
      body: { youtubeUrl: `https://youtu.be/${video}`, commentary },
    });
    expect(res.statusCode).toBe(201);
  }
  recorder.stop();
  return { admin, roomId, zoe, bo, session, events: recorder.events };
}

const list = async (player: Player, sessionId: string) => {
  const res = await call(t.app, routes.listSubmissions, { params: { id: sessionId }, as: player });
  expect(res.statusCode).toBe(200);
  return { body: res.body, entries: res.json() as Record<string, unknown>[] };
};

const whatZoeSent = [ZOE_VIDEO, stubTitle(ZOE_VIDEO), 'Watch to the very end', 'youtube.com', 'ytimg'];

describe('while submissions are open', () => {
  it('shows others who submitted but never what', async () => {
    const { admin, bo, zoe, session, events } = await sessionWithTwoEntries();
    const seenByBo = await list(bo, session.id);
    expect(seenByBo.entries).toHaveLength(2);
    const zoeEntry = seenByBo.entries.find((e) => e.userId === zoe.userId);
    expect(zoeEntry).toEqual({
      visibility: 'submitterOnly',
      sessionId: session.id,
      isMine: false,
      userId: zoe.userId,
      userName: 'Zoe Quill',
      userImage: null,
      createdAt: expect.any(String),
    });
    expect(seenByBo.entries.find((e) => e.userId === bo.userId)).toMatchObject({
      visibility: 'full',
      isMine: true,
      videoId: BO_VIDEO,
      commentary: 'A secret note',
    });
    for (const secret of whatZoeSent) {
      expect(JSON.stringify(zoeEntry)).not.toContain(secret);
    }

    // The admin has not submitted: nothing of anyone's video at all.
    const seenByAdmin = await list(admin, session.id);
    for (const secret of [...whatZoeSent, BO_VIDEO, 'A secret note']) expect(seenByAdmin.body).not.toContain(secret);

    // Neither the session JSON nor the live progress events carry titles or links.
    const sessionBody = (await getSession(t.app, admin.cookie, session.id)).body;
    expect(JSON.parse(sessionBody).submitters.map((p: { userName: string }) => p.userName)).toEqual([
      'Bo Vance',
      'Zoe Quill',
    ]);
    const published = JSON.stringify(events);
    for (const text of [sessionBody, published]) {
      for (const secret of [...whatZoeSent, BO_VIDEO, 'A secret note']) expect(text).not.toContain(secret);
    }
    expect(events.map((e) => e.name)).toEqual(['submissions:progress', 'submissions:progress']);
  });
});

describe('while voting', () => {
  it('shows every video anonymously, marking only the viewer’s own', async () => {
    const { admin, bo, zoe, session } = await sessionWithTwoEntries();
    await advance(t.app, admin.cookie, session.id, 'endSubmissions');

    const seenByAdmin = await list(admin, session.id);
    // In the session's display order, not submission order.
    expect(seenByAdmin.entries.map((e) => e.videoId).sort()).toEqual([BO_VIDEO, ZOE_VIDEO]);
    expect(seenByAdmin.entries.find((e) => e.videoId === ZOE_VIDEO)).toEqual({
      visibility: 'anonymous',
      id: expect.any(String),
      sessionId: session.id,
      isMine: false,
      youtubeUrl: `https://www.youtube.com/watch?v=${ZOE_VIDEO}`,
      videoId: ZOE_VIDEO,
      title: stubTitle(ZOE_VIDEO),
      thumbnail: `https://i.ytimg.com/vi/${ZOE_VIDEO}/mqdefault.jpg`,
      duration: null,
      commentary: 'Watch to the very end',
    });
    for (const who of [zoe.userId, bo.userId, 'Zoe', 'Quill', 'Bo Vance', 'zoe@example.com']) {
      expect(seenByAdmin.body).not.toContain(who);
    }

    const seenByBo = await list(bo, session.id);
    const byVideo = (e: { videoId?: string }) => e.videoId;
    expect(seenByBo.entries.find((e) => byVideo(e) === ZOE_VIDEO)).toMatchObject({
      visibility: 'anonymous',
      isMine: false,
    });
    expect(seenByBo.entries.find((e) => byVideo(e) === BO_VIDEO)).toMatchObject({ visibility: 'full', isMine: true });
    expect(seenByBo.body).not.toContain(zoe.userId);
    expect(seenByBo.body).not.toContain('Zoe');
  });
});

describe('at results', () => {
  it('reveals everything to everyone', async () => {
    const { admin, bo, zoe, session } = await sessionWithTwoEntries();
    await advance(t.app, admin.cookie, session.id, 'endSubmissions');
    await advance(t.app, admin.cookie, session.id, 'endVoting');
    const seenByAdmin = await list(admin, session.id);
    expect(seenByAdmin.entries).toEqual([
      expect.objectContaining({
        visibility: 'full',
        isMine: false,
        userId: zoe.userId,
        userName: 'Zoe Quill',
        videoId: ZOE_VIDEO,
        commentary: 'Watch to the very end',
      }),
      expect.objectContaining({ visibility: 'full', isMine: false, userId: bo.userId, videoId: BO_VIDEO }),
    ]);
  });
});
