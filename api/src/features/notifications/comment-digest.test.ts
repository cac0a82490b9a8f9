import { routes } from '@clipclub/protocol';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { call, TEST_ORIGIN, useTestApp } from '../../test/build-app.ts';
import { createRoomWithPlayers, type Player } from '../../test/factories.ts';
import { endVoting, sessionWithSubmissions } from '../votes/test-fixtures.ts';
import { digestDue } from './comment-digest.ts';
import { startSmtpReceiver } from './test-smtp.ts';

// Comments on a player's video reach them by email as a real digest: at most one mail an hour,
// listing every comment since the last one (docs/rules.md §13), through the mail outbox.
const smtp = await startSmtpReceiver();
afterAll(() => smtp.stop());
const t = useTestApp({ env: { SMTP_URL: smtp.url(), MAIL_FROM: 'Clip Club <club@example.com>' } });
beforeEach(() => {
  smtp.inbox.length = 0;
});

const HOUR = 60 * 60_000;
const bobsMail = () => smtp.inbox.filter((m) => m.to === 'bob@example.com');
const comment = (who: Player, submissionId: string, body: string) =>
  call(t.app, routes.addThreadComment, { params: { id: submissionId }, body: { body }, as: who });
const pass = () => t.app.notifications.sendDueDigests();

async function finished() {
  const { roomId, players: p } = await createRoomWithPlayers(t.app, 'classic', ['Ann', 'Bob', 'Cat', 'Dan']);
  const { sessionId, submissions } = await sessionWithSubmissions(t.db, roomId, [p.Bob!, p.Cat!]);
  await endVoting(t.db, sessionId, 4);
  return { p: p as Record<'Ann' | 'Bob' | 'Cat' | 'Dan', Player>, sessionId, bobs: submissions.Bob! };
}

describe('digestDue', () => {
  it('is due an hour after the last digest, not a moment before', () => {
    const last = new Date('2026-11-19T20:00:00Z');
    expect(digestDue(new Date(0), last)).toBe(true);
    expect(digestDue(last, new Date(last.getTime() + HOUR - 1))).toBe(false);
    expect(digestDue(last, new Date(last.getTime() + HOUR))).toBe(true);
  });
});

describe('the comment digest', () => {
  it('mails the first comment at once, batches the hour’s others into one mail when the hour is up', async () => {
    const { p, sessionId, bobs } = await finished();
    await comment(p.Dan, bobs, 'What a pick');
    expect(bobsMail()).toHaveLength(1);
    expect(bobsMail()[0]).toMatchObject({ subject: 'Dan commented on your video in classic room' });
    expect(bobsMail()[0]!.text).toContain('Dan: What a pick');

    t.clock.advance(10 * 60_000);
    await comment(p.Cat, bobs, 'Never heard it before');
    await comment(p.Bob, bobs, 'My own reply mails nobody');
    t.clock.advance(5 * 60_000);
    await comment(p.Ann, bobs, 'Line one\nline two');
    expect(await pass()).toBe(0); // inside the hour: they wait
    expect(bobsMail()).toHaveLength(1);

    t.clock.advance(45 * 60_000);
    expect(await pass()).toBe(1);
    const digests = bobsMail();
    expect(digests).toHaveLength(2);
    const digest = digests[1]!;
    expect(digest.subject).toBe('2 new comments on your videos in classic room');
    expect(digest.text).toContain('Cat: Never heard it before');
    expect(digest.text).toContain('Ann: Line one line two');
    expect(digest.text).not.toContain('What a pick'); // sent already
    expect(digest.text).not.toContain('My own reply');
    expect(digest.text).toContain(`${TEST_ORIGIN}/results/${sessionId}`);
    expect(digest.text.indexOf('Cat:')).toBeLessThan(digest.text.indexOf('Ann:'));

    // Nothing new: no mail, however many passes.
    t.clock.advance(2 * HOUR);
    expect(await pass()).toBe(0);
    expect(bobsMail()).toHaveLength(2);
    // The bell still has each comment.
    const bell = (await call(t.app, routes.listNotifications, { as: p.Bob.cookie })).json();
    expect(bell.notifications.filter((n: { kind: string }) => n.kind === 'video_comment')).toHaveLength(3);
  });

  it('leaves out a comment deleted before its digest went, and mails nobody who turned it off', async () => {
    const { p, bobs } = await finished();
    await comment(p.Dan, bobs, 'First');
    const oops = (await comment(p.Cat, bobs, 'Oops')).json() as { id: string };
    await comment(p.Ann, bobs, 'Kept');
    await call(t.app, routes.deleteThreadComment, { params: { id: oops.id }, as: p.Cat.cookie });
    t.clock.advance(HOUR);
    await pass();
    expect(bobsMail().map((m) => m.subject)).toEqual([
      'Dan commented on your video in classic room',
      'Ann commented on your video in classic room',
    ]);
    expect(bobsMail()[1]!.text).not.toContain('Oops');

    await call(t.app, routes.putEmailPreferences, {
      as: p.Bob,
      body: { preferences: [{ kind: 'video_comment', email: false }] },
    });
    t.clock.advance(HOUR);
    await comment(p.Dan, bobs, 'Silent');
    await pass();
    expect(bobsMail()).toHaveLength(2);
  });
});
