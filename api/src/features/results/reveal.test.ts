import type { Notification } from '@clipclub/protocol';
import { routes } from '@clipclub/protocol';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/build-app.ts';
import { createRoomWithPlayers } from '../../test/factories.ts';
import { reminderEmail } from '../notifications/email-text.ts';
import { advance, recordEvents } from '../sessions/test-support.ts';
import { refusal, sessionWithSubmissions, vote } from '../votes/test-fixtures.ts';

const t = useTestApp();

// Four players, three videos; Cat's wins clearly, Ann's comes last.
async function finishedSession() {
  const { roomId, players: p } = await createRoomWithPlayers(t.app, 'classic', ['Ann', 'Bob', 'Cat', 'Dan']);
  const { sessionId, submissions: subs } = await sessionWithSubmissions(t.db, roomId, [p.Ann!, p.Bob!, p.Cat!]);
  await vote.classic(t.app, p.Ann!, sessionId, { [subs.Bob!]: 1, [subs.Cat!]: 9 });
  await vote.classic(t.app, p.Bob!, sessionId, { [subs.Ann!]: 1, [subs.Cat!]: 9 });
  await vote.classic(t.app, p.Dan!, sessionId, { [subs.Bob!]: 5, [subs.Cat!]: 5 });
  return { roomId, p, sessionId, subs };
}

const seen = (cookie: string, sessionId: string) =>
  call(t.app, routes.markRevealSeen, { params: { id: sessionId }, as: cookie });

describe('the seen-reveal record', () => {
  it('is per player and session, remembered, and repeatable without harm', async () => {
    const { p, sessionId } = await finishedSession();
    expect((await advance(t.app, p.Ann!.cookie, sessionId, 'endVoting')).statusCode).toBe(200);
    const results = (who: 'Ann' | 'Bob') => call(t.app, routes.getResults, { params: { id: sessionId }, as: p[who]! });

    expect((await results('Ann')).json().revealSeen).toBe(false);
    expect((await seen(p.Ann!.cookie, sessionId)).statusCode).toBe(204);
    expect((await seen(p.Ann!.cookie, sessionId)).statusCode).toBe(204);
    expect((await results('Ann')).json().revealSeen).toBe(true);
    // Bob has not seen it: his first visit still plays it.
    expect((await results('Bob')).json().revealSeen).toBe(false);
  });

  it('is not answered 304 from the tag read before it was seen', async () => {
    const { p, sessionId } = await finishedSession();
    await advance(t.app, p.Ann!.cookie, sessionId, 'endVoting');
    const read = (headers?: Record<string, string>) =>
      call(t.app, routes.getResults, { params: { id: sessionId }, as: p.Bob!, ...(headers ? { headers } : {}) });
    const etag = (await read()).headers.etag as string;
    expect(etag).toBeTruthy();
    await seen(p.Bob!.cookie, sessionId);
    const again = await read({ 'if-none-match': etag });
    expect(again.statusCode).toBe(200);
    expect(again.json().revealSeen).toBe(true);
  });

  it('answers 409 before results, 404 to strangers and unknown ids, 401 signed out', async () => {
    const { p, sessionId } = await finishedSession();
    expect(refusal(await seen(p.Ann!.cookie, sessionId))).toEqual({
      status: 409,
      message: 'Results are available once voting has ended',
    });
    await advance(t.app, p.Ann!.cookie, sessionId, 'endVoting');
    const stranger = (await createRoomWithPlayers(t.app, 'classic', ['Zed'])).players.Zed!;
    expect(refusal(await seen(stranger.cookie, sessionId))).toEqual({ status: 404, message: 'Session not found' });
    expect(refusal(await seen(p.Ann!.cookie, 'not-an-id'))).toEqual({ status: 404, message: 'Session not found' });
    expect((await call(t.app, routes.markRevealSeen, { params: { id: sessionId } })).statusCode).toBe(401);
  });
});

describe('no spoiler before the reveal', () => {
  it('the results notice, its email and the results event name no winner and no order', async () => {
    const { p, sessionId } = await finishedSession();
    const recorded = recordEvents(t.app);
    await advance(t.app, p.Ann!.cookie, sessionId, 'endVoting');
    await t.app.notifications.runReminders(t.clock.now());
    recorded.stop();

    const list = (await call(t.app, routes.listNotifications, { as: p.Dan! })).json().notifications as Notification[];
    const notice = list.find((n) => n.kind === 'results_ready');
    expect(notice).toBeDefined();
    // Only where and which session: nothing about who sent what or how it placed.
    expect(Object.keys(notice!.payload).sort()).toEqual(['roomName', 'sessionNumber', 'theme']);
    const mail = reminderEmail('results_ready', notice!.payload, {
      timeZone: null,
      link: `http://localhost/results/${sessionId}`,
      unsubscribeUrl: 'http://localhost/u',
    });
    const said = [JSON.stringify(notice), mail.subject, mail.text].join('\n');
    for (const name of ['Ann', 'Bob', 'Cat']) {
      expect(said).not.toContain(`${name}'s video`);
    }
    expect(said).not.toMatch(/\bCat\b|winner|won|first place|1st/i);
    const readyEvent = recorded.events.find((e) => e.name === 'results:ready');
    expect(Object.keys(readyEvent!.payload).sort()).toEqual(['roomId', 'sessionId']);
  });
});
