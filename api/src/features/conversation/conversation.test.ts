import type { SessionThreads, ThreadComment } from '@clipclub/protocol';
import { routes } from '@clipclub/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/build-app.ts';
import { createRoomWithPlayers, type Player } from '../../test/factories.ts';
import { closeSockets, listenOnce, memberSocket } from '../realtime/test-clients.ts';
import { endVoting, refusal, sessionWithSubmissions, setStatus } from '../votes/test-fixtures.ts';

const t = useTestApp();
afterEach(() => closeSockets());

// Ann is the room's admin; Bob, Cat and Dan play. Bob's and Cat's videos are in.
async function finished() {
  const { roomId, players: p } = await createRoomWithPlayers(t.app, 'classic', ['Ann', 'Bob', 'Cat', 'Dan']);
  const { sessionId, submissions: subs } = await sessionWithSubmissions(t.db, roomId, [p.Bob!, p.Cat!]);
  await endVoting(t.db, sessionId, 4);
  return { roomId, p: p as Record<'Ann' | 'Bob' | 'Cat' | 'Dan', Player>, sessionId, subs };
}

const comment = (who: Player, submissionId: string, body: unknown) =>
  call(t.app, routes.addThreadComment, { params: { id: submissionId }, as: who, payload: { body } });
const edit = (who: Player, id: string, body: unknown) =>
  call(t.app, routes.editThreadComment, { params: { id }, as: who, payload: { body } });
const remove = (who: Player, id: string) => call(t.app, routes.deleteThreadComment, { params: { id }, as: who });
const threads = async (who: Player, sessionId: string) =>
  (await call(t.app, routes.listThreads, { params: { id: sessionId }, as: who })).json() as SessionThreads;
const chat = (who: Player, sessionId: string, body: unknown) =>
  call(t.app, routes.sendWatchChat, { params: { id: sessionId }, as: who, payload: { body } });

describe('video threads', () => {
  it('every member comments on any video once results are in; a flat thread per video', async () => {
    const { p, sessionId, subs } = await finished();
    const first = await comment(p.Dan, subs.Bob!, '  What a pick  ');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      userId: p.Dan.userId,
      userName: 'Dan',
      body: 'What a pick',
      editedAt: null,
      removed: false,
    });
    expect((await comment(p.Bob, subs.Bob!, 'Thanks!\nIt is my favourite')).statusCode).toBe(201);
    const list = await threads(p.Cat, sessionId);
    expect(list.map((th) => th.submissionId).sort()).toEqual([subs.Bob!, subs.Cat!].sort());
    const bobs = list.find((th) => th.submissionId === subs.Bob)!;
    expect(bobs.comments.map((c) => [c.userName, c.body])).toEqual([
      ['Dan', 'What a pick'],
      ['Bob', 'Thanks!\nIt is my favourite'],
    ]);
    expect(list.find((th) => th.submissionId === subs.Cat)!.comments).toEqual([]);
  });

  it('answers 409 before results, 404 to strangers, 400 for empty or too long text', async () => {
    const { p, sessionId, subs } = await finished();
    await setStatus(t.db, sessionId, 'voting');
    expect(refusal(await comment(p.Dan, subs.Bob!, 'Early'))).toEqual({
      status: 409,
      message: 'Comments open once the results are in',
    });
    expect((await call(t.app, routes.listThreads, { params: { id: sessionId }, as: p.Dan })).statusCode).toBe(409);
    await setStatus(t.db, sessionId, 'results');
    const zed = (await createRoomWithPlayers(t.app, 'classic', ['Zed'])).players.Zed!;
    expect(refusal(await comment(zed, subs.Bob!, 'Hi'))).toEqual({ status: 404, message: 'Submission not found' });
    expect((await call(t.app, routes.listThreads, { params: { id: sessionId }, as: zed })).statusCode).toBe(404);
    expect(refusal(await comment(p.Dan, subs.Bob!, '   '))).toEqual({ status: 400, message: 'Comment is required' });
    // Only invisible characters (a zero-width space, a joiner) show as nothing: blank too.
    expect(refusal(await comment(p.Dan, subs.Bob!, '\u200B \u200D'))).toEqual({
      status: 400,
      message: 'Comment is required',
    });
    expect(refusal(await comment(p.Dan, subs.Bob!, 'x'.repeat(501)))).toEqual({
      status: 400,
      message: 'Comments must be at most 500 characters',
    });
    expect((await comment(p.Dan, subs.Bob!, 'x'.repeat(500))).statusCode).toBe(201);
  });

  it('the author edits within 10 minutes, then 409; nobody else may edit', async () => {
    const { p, subs } = await finished();
    const { id } = (await comment(p.Dan, subs.Bob!, 'Frist')).json() as ThreadComment;
    expect(refusal(await edit(p.Ann, id, 'Hijack'))).toEqual({
      status: 403,
      message: 'Only its author can edit a comment',
    });
    t.clock.advance(9 * 60_000);
    const edited = await edit(p.Dan, id, 'First');
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ body: 'First', editedAt: t.clock.now().toISOString() });
    t.clock.advance(60_000 + 1);
    expect(refusal(await edit(p.Dan, id, 'First!'))).toEqual({
      status: 409,
      message: 'Comments can be edited for 10 minutes after posting',
    });
  });

  it('the author deletes, an admin removes anyone’s; others may not; it then reads removed', async () => {
    const { p, sessionId, subs } = await finished();
    const dans = (await comment(p.Dan, subs.Bob!, 'Mine')).json() as ThreadComment;
    const cats = (await comment(p.Cat, subs.Bob!, 'Rude words')).json() as ThreadComment;
    expect(refusal(await remove(p.Bob, cats.id))).toEqual({
      status: 403,
      message: 'Only its author or a room admin can delete a comment',
    });
    expect((await remove(p.Dan, dans.id)).statusCode).toBe(204);
    expect((await remove(p.Ann, cats.id)).statusCode).toBe(204);
    const bobs = (await threads(p.Bob, sessionId)).find((th) => th.submissionId === subs.Bob)!;
    expect(bobs.comments.map((c) => ({ body: c.body, removed: c.removed }))).toEqual([
      { body: '', removed: true },
      { body: '', removed: true },
    ]);
    // Within its 10 minutes still: the refusal says it is gone, not that time ran out.
    expect(refusal(await edit(p.Dan, dans.id, 'Back'))).toEqual({ status: 409, message: 'This comment was removed' });
    const zed = (await createRoomWithPlayers(t.app, 'classic', ['Zed'])).players.Zed!;
    expect(refusal(await remove(zed, dans.id))).toEqual({ status: 404, message: 'Comment not found' });
  });

  it('is live: another member hears thread:comment', async () => {
    const { roomId, p, sessionId, subs } = await finished();
    const url = await listenOnce(t.app);
    const cat = await memberSocket(url, p.Cat.cookie, [roomId]);
    const heard = new Promise<unknown>((resolve) => cat.on('thread:comment', resolve));
    await comment(p.Dan, subs.Bob!, 'Live one');
    expect(await heard).toMatchObject({ roomId, sessionId, submissionId: subs.Bob, userName: 'Dan', body: 'Live one' });
  });

  it('tells the submitter in the bell each time (email: the hourly digest, comment-digest.test.ts)', async () => {
    const { p, subs } = await finished();
    await comment(p.Dan, subs.Bob!, 'One');
    await comment(p.Cat, subs.Bob!, 'Two');
    await comment(p.Bob, subs.Bob!, 'My own reply tells nobody');
    t.clock.advance(60 * 60_000);
    await comment(p.Ann, subs.Bob!, 'Three');
    const bell = (await call(t.app, routes.listNotifications, { as: p.Bob })).json();
    const notes = bell.notifications.filter((n) => n.kind === 'video_comment');
    expect(notes.map((n) => (n.payload as { byName: string }).byName).sort()).toEqual(['Ann', 'Cat', 'Dan']);
  });
});

describe('watch-party chat', () => {
  it('is kept with the session, with names, and heard live', async () => {
    const { roomId, p, sessionId } = await finished();
    const url = await listenOnce(t.app);
    const cat = await memberSocket(url, p.Cat.cookie, [roomId]);
    const heard = new Promise<unknown>((resolve) => cat.on('watch:chat', resolve));
    const sent = await chat(p.Dan, sessionId, 'Here we go');
    expect(sent.statusCode).toBe(201);
    expect(await heard).toMatchObject({ sessionId, userName: 'Dan', body: 'Here we go' });
    const list = await call(t.app, routes.listWatchChat, { params: { id: sessionId }, as: p.Bob });
    expect(list.json()).toEqual([
      {
        id: sent.json().id,
        userId: p.Dan.userId,
        userName: 'Dan',
        body: 'Here we go',
        createdAt: t.clock.now().toISOString(),
      },
    ]);
  });

  it('limits length and rate like reactions; only in voting and results; members only', async () => {
    const { p, sessionId } = await finished();
    expect(refusal(await chat(p.Dan, sessionId, 'x'.repeat(201)))).toEqual({
      status: 400,
      message: 'Messages must be at most 200 characters',
    });
    expect(refusal(await chat(p.Dan, sessionId, ''))).toEqual({ status: 400, message: 'Message is required' });
    expect(refusal(await chat(p.Dan, sessionId, '\u200B '))).toEqual({ status: 400, message: 'Message is required' });
    for (let i = 0; i < 5; i++) expect((await chat(p.Dan, sessionId, `m${i}`)).statusCode).toBe(201);
    expect(refusal(await chat(p.Dan, sessionId, 'one too many'))).toEqual({
      status: 429,
      message: 'Too many messages, please wait a moment',
    });
    // Another player's budget is their own; after the window the first may talk again.
    expect((await chat(p.Cat, sessionId, 'me too')).statusCode).toBe(201);
    t.clock.advance(10_000);
    expect((await chat(p.Dan, sessionId, 'back')).statusCode).toBe(201);
    await setStatus(t.db, sessionId, 'submissions');
    expect(refusal(await chat(p.Dan, sessionId, 'too soon'))).toEqual({
      status: 409,
      message: 'The watch party chat opens once voting starts',
    });
    const zed = (await createRoomWithPlayers(t.app, 'classic', ['Zed'])).players.Zed!;
    expect(refusal(await chat(zed, sessionId, 'hi'))).toEqual({ status: 404, message: 'Session not found' });
  });
});
