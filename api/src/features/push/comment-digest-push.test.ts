import { routes } from '@clipclub/protocol';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { call, useTestApp } from '../../test/build-app.ts';
import { createRoomWithPlayers, type Player } from '../../test/factories.ts';
import { startSmtpReceiver } from '../notifications/test-smtp.ts';
import { endVoting, sessionWithSubmissions } from '../votes/test-fixtures.ts';
import { startPushService } from './test-push-service.ts';

// Comments on a player's video reach their devices as the mail's digest does: at most one push an
// hour, listing who said what since the last one (docs/rules.md §13), decrypted as a phone would.
// Mail and push share one digest: the same hour, the same comments.
const keys = webpush.generateVAPIDKeys();
const service = await startPushService({ publicKey: () => keys.publicKey });
const smtp = await startSmtpReceiver();
afterAll(async () => {
  await service.stop();
  await smtp.stop();
});
afterEach(() => {
  service.clear();
  smtp.inbox.length = 0;
});
const t = useTestApp({
  env: {
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    SMTP_URL: smtp.url(),
    MAIL_FROM: 'Clip Club <club@example.com>',
  },
});

const HOUR = 60 * 60_000;
type Push = { kind: string; title: string; body: string; url: string };
const comment = (who: Player, submissionId: string, body: string) =>
  call(t.app, routes.addThreadComment, { params: { id: submissionId }, body: { body }, as: who });
const pass = () => t.app.notifications.sendDueDigests();

async function bobWithDevice() {
  const { roomId, players } = await createRoomWithPlayers(t.app, 'classic', ['Ann', 'Bob', 'Cat', 'Dan']);
  const p = players as Record<'Ann' | 'Bob' | 'Cat' | 'Dan', Player>;
  const device = service.subscription();
  const res = await call(t.app, routes.subscribePush, { body: device, as: p.Bob.cookie });
  expect(res.statusCode).toBe(201);
  const { sessionId, submissions } = await sessionWithSubmissions(t.db, roomId, [p.Bob, p.Cat]);
  await endVoting(t.db, sessionId, 4);
  const pushes = () => service.payloadsFor(device.endpoint) as Push[];
  return { p, sessionId, bobs: submissions.Bob!, pushes };
}

describe('the comment digest by push', () => {
  it('pushes the first comment at once and the hour’s others as one push when the hour is up', async () => {
    const { p, sessionId, bobs, pushes } = await bobWithDevice();
    await comment(p.Dan, bobs, 'What a pick');
    expect(pushes()).toEqual([
      {
        kind: 'video_comment',
        title: 'Dan commented on your video in classic room',
        body: 'Dan: What a pick',
        url: `/results/${sessionId}`,
      },
    ]);

    t.clock.advance(10 * 60_000);
    await comment(p.Cat, bobs, 'Never heard it before');
    await comment(p.Bob, bobs, 'My own reply pushes nobody');
    t.clock.advance(5 * 60_000);
    await comment(p.Ann, bobs, 'Line one\nline two');
    expect(await pass()).toBe(0); // inside the hour: nothing pushed
    expect(pushes()).toHaveLength(1);

    t.clock.advance(45 * 60_000);
    expect(await pass()).toBe(1);
    expect(pushes()).toHaveLength(2);
    expect(pushes()[1]).toEqual({
      kind: 'video_comment',
      title: '2 new comments on your videos in classic room',
      body: 'Ann: Line one line two · Cat: Never heard it before',
      url: `/results/${sessionId}`,
    });
    // The mail went with the same digest, once each time.
    const mails = smtp.inbox.filter((m) => m.to === 'bob@example.com').map((m) => m.subject);
    expect(mails).toEqual([pushes()[0]!.title, pushes()[1]!.title]);

    t.clock.advance(2 * HOUR);
    expect(await pass()).toBe(0);
    expect(pushes()).toHaveLength(2);
    expect(service.refused).toEqual([]);
  });

  it('pushes nothing to a player who turned comment notices off', async () => {
    const { p, bobs, pushes } = await bobWithDevice();
    await call(t.app, routes.putEmailPreferences, {
      as: p.Bob,
      body: { preferences: [{ kind: 'video_comment', email: false }] },
    });
    await comment(p.Dan, bobs, 'Silent');
    t.clock.advance(HOUR);
    await comment(p.Cat, bobs, 'Still silent');
    await pass();
    expect(pushes()).toEqual([]);
  });
});
