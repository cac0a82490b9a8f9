import { routes } from '@clipclub/protocol';
import { describe, expect, it } from 'vitest';
import { call, callSweep, type SweepCall, signIn, sweepName, useTestApp } from '../../test/build-app.ts';
import { createRoomWithAdmin, signInAndJoin } from '../../test/factories.ts';
import { advance, createSession, recordEvents } from '../sessions/test-support.ts';
import { stubThumbnail, stubTitle, useYouTubeStub } from './test-youtube-stub.ts';

const youtube = useYouTubeStub();
const t = useTestApp({ env: youtube.env });

const VIDEO = 'dQw4w9WgXcQ';
const post = (cookie: string | undefined, sessionId: string, payload: unknown) =>
  call(t.app, routes.createSubmission, { params: { id: sessionId }, as: cookie, payload: payload });
const patch = (cookie: string, sessionId: string, submissionId: string, payload: unknown) =>
  call(t.app, routes.updateSubmission, { params: { id: sessionId, submissionId }, as: cookie, payload: payload });
const mine = (cookie: string, sessionId: string) =>
  call(t.app, routes.getMySubmission, { params: { id: sessionId }, as: cookie });

async function openSession() {
  const { admin, roomId, inviteCode } = await createRoomWithAdmin(t.app);
  const session = await createSession(t.app, admin.cookie, roomId);
  return { admin, roomId, inviteCode, session };
}

describe('submitting a video', () => {
  it('stores the canonical link with the oEmbed title and thumbnail, and announces who submitted', async () => {
    const { admin, roomId, session } = await openSession();
    const recorder = recordEvents(t.app);
    const res = await post(admin.cookie, session.id, {
      youtubeUrl: `https://m.youtube.com/shorts/${VIDEO}/`,
      commentary: '  The classic.  ',
    });
    recorder.stop();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      visibility: 'full',
      id: expect.any(String),
      sessionId: session.id,
      isMine: true,
      userId: admin.userId,
      userName: 'Ada',
      userImage: null,
      youtubeUrl: `https://www.youtube.com/watch?v=${VIDEO}`,
      videoId: VIDEO,
      title: stubTitle(VIDEO),
      titleSource: 'lookup',
      thumbnail: stubThumbnail(VIDEO),
      duration: null,
      commentary: 'The classic.',
      createdAt: '2026-11-19T20:00:00.000Z',
      updatedAt: '2026-11-19T20:00:00.000Z',
      playedIn: null,
    });
    const [lookup] = youtube.stub().requests;
    expect(lookup?.pathname).toBe('/oembed');
    expect(lookup?.searchParams.get('url')).toBe(`https://www.youtube.com/watch?v=${VIDEO}`);
    expect(lookup?.searchParams.get('format')).toBe('json');
    expect(recorder.events).toEqual([
      {
        roomId,
        name: 'submissions:progress',
        payload: {
          roomId,
          sessionId: session.id,
          memberCount: 1,
          count: 1,
          participants: [{ userId: admin.userId, userName: 'Ada', userImage: null }],
        },
      },
    ]);
    // playedIn answers the write only; the stored submission is the rest.
    const { playedIn: _, ...stored } = res.json();
    expect((await mine(admin.cookie, session.id)).json()).toEqual(stored);
  });

  it('answers the JSON value null for "mine" before the user has submitted', async () => {
    const { admin, session } = await openSession();
    const res = await mine(admin.cookie, session.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.body).toBe('null');
  });

  it('still succeeds when oEmbed fails, with the fallback title and thumbnail', async () => {
    youtube.stub().mode = 'failing';
    const { admin, session } = await openSession();
    const res = await post(admin.cookie, session.id, { youtubeUrl: `https://youtu.be/${VIDEO}` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      title: `YouTube video ${VIDEO}`,
      thumbnail: `https://i.ytimg.com/vi/${VIDEO}/hqdefault.jpg`,
      commentary: null,
    });
    expect(youtube.stub().requests).toHaveLength(1);
  });

  it('stores an oEmbed title with NUL and a bidi override as clean text, never a 500', async () => {
    youtube.stub().title = '\u202eevil\u0000nul\r\nline';
    const { admin, session } = await openSession();
    const res = await post(admin.cookie, session.id, { youtubeUrl: `https://youtu.be/${VIDEO}` });
    expect(res.statusCode).toBe(201);
    expect(res.json().title).toBe('evilnul line');
    expect((await mine(admin.cookie, session.id)).json()?.title).toBe('evilnul line');
  });

  it("asks for a title when the lookup finds none, and keeps YouTube's when it does", async () => {
    youtube.stub().mode = 'failing';
    const { admin, session, inviteCode } = await openSession();
    const failed = await post(admin.cookie, session.id, { youtubeUrl: `https://youtu.be/${VIDEO}` });
    expect(failed.json()).toMatchObject({ title: `YouTube video ${VIDEO}`, titleSource: 'fallback' });
    const typed = await patch(admin.cookie, session.id, failed.json().id, { title: '  Never Gonna Give You Up ' });
    expect(typed.statusCode).toBe(200);
    expect(typed.json()).toMatchObject({ title: 'Never Gonna Give You Up', titleSource: 'typed' });
    // The typed title can be corrected; a blank or too long one is refused by name.
    expect((await patch(admin.cookie, session.id, failed.json().id, { title: 'Rick' })).json().title).toBe('Rick');
    expect((await patch(admin.cookie, session.id, failed.json().id, { title: ' ' })).error().message).toBe(
      'Title is required',
    );
    expect((await patch(admin.cookie, session.id, failed.json().id, { title: 'x'.repeat(101) })).error().message).toBe(
      'Title must be at most 100 characters',
    );

    // Sent with the link: used at once when the lookup fails...
    const player = await signInAndJoin(t.app, inviteCode, { email: 'bea@example.com', firstName: 'Bea' });
    const withTitle = await post(player.cookie, session.id, {
      youtubeUrl: 'https://youtu.be/bbbbbbbbbbb',
      title: 'Mine',
    });
    expect(withTitle.json()).toMatchObject({ title: 'Mine', titleSource: 'typed' });
    // ...and ignored when YouTube answers: a looked-up title is not the player's to rename.
    youtube.stub().mode = 'ok';
    const found = await patch(player.cookie, session.id, withTitle.json().id, {
      youtubeUrl: 'https://youtu.be/ccccccccccc',
      title: 'Not this',
    });
    expect(found.json()).toMatchObject({ title: stubTitle('ccccccccccc'), titleSource: 'lookup' });
    const renamed = await patch(player.cookie, session.id, withTitle.json().id, { title: 'Nor this' });
    expect(renamed.json()).toMatchObject({ title: stubTitle('ccccccccccc'), titleSource: 'lookup' });
  });

  it('gives up on a slow oEmbed after 3 seconds and uses the fallback', async () => {
    youtube.stub().mode = 'slow';
    // Far past the 3 s limit, so a loaded machine's late timer still ends before the stub answers.
    youtube.stub().slowMs = 10_000;
    const { admin, session } = await openSession();
    const started = Date.now();
    const res = await post(admin.cookie, session.id, { youtubeUrl: `https://www.youtube.com/watch?v=${VIDEO}` });
    const elapsed = Date.now() - started;
    expect(res.statusCode).toBe(201);
    expect(res.json().title).toBe(`YouTube video ${VIDEO}`);
    expect(elapsed).toBeGreaterThanOrEqual(2_900);
    expect(elapsed).toBeLessThan(youtube.stub().slowMs);
  });

  it.each([
    [{}, 'Must be a valid URL'],
    [{ youtubeUrl: '' }, 'Must be a valid URL'],
    [{ youtubeUrl: 'not a link' }, 'Must be a valid URL'],
    [{ youtubeUrl: 'https://vimeo.com/12345' }, 'Must be a YouTube URL'],
    [{ youtubeUrl: 'https://www.youtube.com/feed/trending' }, 'Must be a link to a YouTube video'],
    [{ youtubeUrl: 'https://youtu.be/short' }, 'Must be a link to a YouTube video'],
    [
      { youtubeUrl: `https://youtu.be/${VIDEO}`, commentary: 'x'.repeat(501) },
      'Commentary must be at most 500 characters',
    ],
    [{ youtubeUrl: `https://youtu.be/${VIDEO}`, commentary: 7 }, 'Commentary must be text'],
  ])('refuses %j with %s', async (payload, message) => {
    const { admin, session } = await openSession();
    const res = await post(admin.cookie, session.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.error().message).toBe(message);
    expect(youtube.stub().requests).toEqual([]);
  });

  it('accepts a commentary of exactly 500 characters', async () => {
    const { admin, session } = await openSession();
    const res = await post(admin.cookie, session.id, {
      youtubeUrl: `https://youtu.be/${VIDEO}`,
      commentary: 'y'.repeat(500),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().commentary).toHaveLength(500);
  });

  it('keeps commentary as plain text, markup and all', async () => {
    const { admin, session } = await openSession();
    const commentary = '<script>alert(1)</script> & "quotes"';
    const res = await post(admin.cookie, session.id, { youtubeUrl: `https://youtu.be/${VIDEO}`, commentary });
    expect(res.json().commentary).toBe(commentary);
  });

  it('takes one submission per member: a second answers 409', async () => {
    const { admin, session } = await openSession();
    expect((await post(admin.cookie, session.id, { youtubeUrl: `https://youtu.be/${VIDEO}` })).statusCode).toBe(201);
    const again = await post(admin.cookie, session.id, { youtubeUrl: 'https://youtu.be/aaaaaaaaaaa' });
    expect(again.statusCode).toBe(409);
    expect(again.error().message).toBe('You have already submitted a video to this session');
  });

  it('lets exactly one of two simultaneous posts by the same member through', async () => {
    const { admin, session } = await openSession();
    const both = await Promise.all([
      post(admin.cookie, session.id, { youtubeUrl: `https://youtu.be/${VIDEO}` }),
      post(admin.cookie, session.id, { youtubeUrl: 'https://youtu.be/aaaaaaaaaaa' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.statusCode === 409)?.error().message).toBe(
      'You have already submitted a video to this session',
    );
    expect(await t.db.selectFrom('submissions').select('id').execute()).toHaveLength(1);
  });

  it('answers 409 outside the submissions phase', async () => {
    const { admin, roomId, session } = await openSession();
    const upcoming = await createSession(t.app, admin.cookie, roomId);
    const early = await post(admin.cookie, upcoming.id, { youtubeUrl: `https://youtu.be/${VIDEO}` });
    expect(early.statusCode).toBe(409);
    expect(early.error().message).toBe('Submissions have not opened yet for this session');
    await advance(t.app, admin.cookie, session.id, 'endSubmissions');
    const late = await post(admin.cookie, session.id, { youtubeUrl: `https://youtu.be/${VIDEO}` });
    expect(late.statusCode).toBe(409);
    expect(late.error().message).toBe('Submissions are closed for this session');
  });
});

describe('editing a submission', () => {
  it('changes the commentary, and looks the video up again only when the video changes', async () => {
    const { admin, session } = await openSession();
    const created = (
      await post(admin.cookie, session.id, { youtubeUrl: `https://youtu.be/${VIDEO}`, commentary: 'a' })
    ).json();
    t.clock.set('2026-11-20T10:00:00.000Z');
    const sameVideo = await patch(admin.cookie, session.id, created.id, {
      youtubeUrl: `https://www.youtube.com/watch?v=${VIDEO}`,
      commentary: 'b',
    });
    expect(sameVideo.statusCode).toBe(200);
    expect(sameVideo.json()).toMatchObject({
      commentary: 'b',
      title: stubTitle(VIDEO),
      updatedAt: '2026-11-20T10:00:00.000Z',
    });
    expect(youtube.stub().requests).toHaveLength(1);

    const other = 'aaaaaaaaaaa';
    const newVideo = await patch(admin.cookie, session.id, created.id, { youtubeUrl: `https://youtu.be/${other}` });
    expect(newVideo.json()).toMatchObject({
      id: created.id,
      videoId: other,
      youtubeUrl: `https://www.youtube.com/watch?v=${other}`,
      title: stubTitle(other),
      commentary: 'b',
      createdAt: '2026-11-19T20:00:00.000Z',
    });
    const recorder = recordEvents(t.app);
    const cleared = await patch(admin.cookie, session.id, created.id, { commentary: '' });
    recorder.stop();
    expect(cleared.json().commentary).toBeNull();
    // An edit changes no names, but is announced so other screens and cached polls refresh.
    expect(recorder.events.map((e) => [e.name, e.payload.count])).toEqual([['submissions:progress', 1]]);
    expect(JSON.stringify(recorder.events)).not.toContain(other);
  });

  it('refuses bad input with the same messages', async () => {
    const { admin, session } = await openSession();
    const created = (await post(admin.cookie, session.id, { youtubeUrl: `https://youtu.be/${VIDEO}` })).json();
    const res = await patch(admin.cookie, session.id, created.id, { youtubeUrl: 'https://example.com/watch?v=x' });
    expect(res.statusCode).toBe(400);
    expect(res.error().message).toBe('Must be a YouTube URL');
  });

  it("answers 404 for another member's submission and 409 once submissions closed", async () => {
    const { admin, session, inviteCode } = await openSession();
    const bo = await signInAndJoin(t.app, inviteCode, { email: 'bo@example.com', firstName: 'Bo' });
    const created = (await post(admin.cookie, session.id, { youtubeUrl: `https://youtu.be/${VIDEO}` })).json();
    const notYours = await patch(bo.cookie, session.id, created.id, { commentary: 'mine now' });
    expect(notYours.statusCode).toBe(404);
    expect(notYours.error().message).toBe('Submission not found');
    await advance(t.app, admin.cookie, session.id, 'endSubmissions');
    const closed = await patch(admin.cookie, session.id, created.id, { commentary: 'late' });
    expect(closed.statusCode).toBe(409);
    expect(closed.error().message).toBe('Submissions are closed for this session');
    expect((await mine(admin.cookie, session.id)).json()?.commentary).toBeNull();
  });
});

describe('who may see and submit', () => {
  it('answers 401 when signed out and 404 to strangers and for unknown ids', async () => {
    const { admin, session } = await openSession();
    const created = (await post(admin.cookie, session.id, { youtubeUrl: `https://youtu.be/${VIDEO}` })).json();
    const stranger = await signIn(t.app, { email: 'eve@example.com', firstName: 'Eve' });
    const sweep = (sessionId: string, submissionId: string): SweepCall[] => [
      { route: routes.listSubmissions, params: { id: sessionId } },
      { route: routes.getMySubmission, params: { id: sessionId } },
      { route: routes.createSubmission, params: { id: sessionId }, body: { youtubeUrl: `https://youtu.be/${VIDEO}` } },
      { route: routes.updateSubmission, params: { id: sessionId, submissionId }, body: { commentary: 'x' } },
    ];
    for (const one of sweep(session.id, created.id)) {
      expect([sweepName(one), (await callSweep(t.app, one)).statusCode]).toEqual([sweepName(one), 401]);
      const res = await callSweep(t.app, one, stranger);
      expect([sweepName(one), res.statusCode]).toEqual([sweepName(one), 404]);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    // An unknown submission in a known session: only the PATCH names a submission.
    const unknownSubmission = sweep(session.id, unknown).slice(3);
    for (const one of [...sweep('nope', 'nope'), ...sweep(unknown, unknown), ...unknownSubmission]) {
      const res = await callSweep(t.app, one, admin);
      expect([sweepName(one), res.statusCode]).toEqual([sweepName(one), 404]);
    }
    expect(youtube.stub().requests).toHaveLength(1);
  });
});
