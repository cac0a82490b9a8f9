import { routes } from '@clipclub/protocol';
import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/build-app.ts';
import { createRoomWithAdmin, joinRoom, signInAndJoin } from '../../test/factories.ts';
import { createSession } from '../sessions/test-support.ts';

const t = useTestApp();

async function feedUrl(cookie: string, roomId: string) {
  const res = await call(t.app, routes.getCalendarLink, { params: { id: roomId }, as: cookie });
  expect(res.statusCode).toBe(200);
  return new URL(res.json().url as string);
}

describe('calendar feed', () => {
  it('lists the room’s deadlines for a calendar app, parsed back by node-ical', async () => {
    const { admin, roomId, inviteCode } = await createRoomWithAdmin(t.app, {
      type: 'automatic',
      startDate: '2026-11-26',
    });
    const s1 = await createSession(t.app, admin.cookie, roomId, 'Road movies');
    await createSession(t.app, admin.cookie, roomId, 'Upcoming, no deadlines yet');
    const bo = await signInAndJoin(t.app, inviteCode, { email: 'bo@example.com', firstName: 'Bo' });
    const url = await feedUrl(bo.cookie, roomId);
    expect(url.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await feedUrl(bo.cookie, roomId)).href).toBe(url.href); // the same link every time

    // No cookie: a calendar app only has the URL.
    const res = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    const events = Object.values(ical.sync.parseICS(res.body)).filter((c): c is VEvent => c?.type === 'VEVENT');
    const byUid = Object.fromEntries(events.map((e) => [e.uid, e]));
    expect(Object.keys(byUid).sort()).toEqual([`${s1.id}-submissions@clipclub`, `${s1.id}-voting@clipclub`]);
    const submissions = byUid[`${s1.id}-submissions@clipclub`];
    expect(submissions?.summary).toBe('Submissions close: Session 1 (Road movies)');
    // Thursday 26 Nov 18:00 PST and Tuesday 1 Dec 18:00 PST.
    expect(submissions?.end?.toISOString()).toBe('2026-11-27T02:00:00.000Z');
    expect(byUid[`${s1.id}-voting@clipclub`]?.end?.toISOString()).toBe('2026-12-02T02:00:00.000Z');
  });

  it('refuses a wrong token, another room’s token and non-members', async () => {
    const { admin, roomId } = await createRoomWithAdmin(t.app, { type: 'automatic', startDate: '2026-11-26' });
    const other = await createRoomWithAdmin(t.app, { type: 'manual' }, { email: 'cy@example.com', firstName: 'Cy' });
    const url = await feedUrl(admin.cookie, roomId);
    const token = url.searchParams.get('token') ?? '';
    // A missing or wrong token is the point, so the query is not the route's type.
    const feed = (id: string, query: Record<string, string>) =>
      call(t.app, routes.calendarFeed, { params: { id }, query } as never);
    // Change the last character to one it is not, so the wrong token is always wrong.
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await feed(roomId, { token: wrong })).statusCode).toBe(404);
    expect((await feed(roomId, {})).statusCode).toBe(404);
    expect((await feed(other.roomId, { token })).statusCode).toBe(404);
    const stranger = await call(t.app, routes.getCalendarLink, { params: { id: roomId }, as: other.admin.cookie });
    expect(stranger.statusCode).toBe(404);
  });
});

describe('calendar links are revocable', () => {
  const fetchFeed = (url: URL) => t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  const reset = (cookie: string, roomId: string) =>
    call(t.app, routes.resetCalendarLink, { params: { id: roomId }, as: cookie });

  it('Reset calendar link stops the old link at once and the new one works', async () => {
    const { admin, roomId, inviteCode } = await createRoomWithAdmin(t.app, {
      type: 'automatic',
      startDate: '2026-11-26',
    });
    const bo = await signInAndJoin(t.app, inviteCode, { email: 'bo@example.com', firstName: 'Bo' });
    const old = await feedUrl(bo.cookie, roomId);
    const adminUrl = await feedUrl(admin.cookie, roomId);
    expect((await fetchFeed(old)).statusCode).toBe(200);

    const res = await reset(bo.cookie, roomId);
    expect(res.statusCode).toBe(200);
    const fresh = new URL(res.json().url as string);
    expect(fresh.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fresh.href).not.toBe(old.href);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    expect((await fetchFeed(fresh)).statusCode).toBe(200);
    expect((await feedUrl(bo.cookie, roomId)).href).toBe(fresh.href); // shown again from now on
    expect((await fetchFeed(adminUrl)).statusCode).toBe(200); // another member's link is untouched
  });

  it('a reset before any link was shown makes one; a non-member or a signed-out caller cannot reset', async () => {
    const { admin, roomId } = await createRoomWithAdmin(t.app, { type: 'automatic', startDate: '2026-11-26' });
    const other = await createRoomWithAdmin(t.app, { type: 'manual' }, { email: 'cy@example.com', firstName: 'Cy' });
    const made = await reset(admin.cookie, roomId);
    expect(made.statusCode).toBe(200);
    expect((await fetchFeed(new URL(made.json().url as string))).statusCode).toBe(200);
    const stranger = await reset(other.admin.cookie, roomId);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ message: 'Room not found' });
    expect((await call(t.app, routes.resetCalendarLink, { params: { id: roomId } })).statusCode).toBe(401);
  });

  it('leaving revokes the link, and a rejoin gets a new one', async () => {
    const { roomId, inviteCode } = await createRoomWithAdmin(t.app, { type: 'automatic', startDate: '2026-11-26' });
    const bo = await signInAndJoin(t.app, inviteCode, { email: 'bo@example.com', firstName: 'Bo' });
    const old = await feedUrl(bo.cookie, roomId);
    const left = await call(t.app, routes.leaveRoom, { params: { id: roomId }, as: bo.cookie });
    expect(left.statusCode).toBeLessThan(300);
    expect((await fetchFeed(old)).statusCode).toBe(404);

    await joinRoom(t.app, bo.cookie, inviteCode);
    const rejoined = await feedUrl(bo.cookie, roomId);
    expect(rejoined.searchParams.get('token')).not.toBe(old.searchParams.get('token'));
    expect((await fetchFeed(old)).statusCode).toBe(404); // the old link stays dead after the rejoin
    expect((await fetchFeed(rejoined)).statusCode).toBe(200);
  });

  it('removal by an admin revokes the link, and a rejoin gets a new one', async () => {
    const { admin, roomId, inviteCode } = await createRoomWithAdmin(t.app, {
      type: 'automatic',
      startDate: '2026-11-26',
    });
    const bo = await signInAndJoin(t.app, inviteCode, { email: 'bo@example.com', firstName: 'Bo' });
    const old = await feedUrl(bo.cookie, roomId);
    const removed = await call(t.app, routes.removeMember, {
      params: { id: roomId, userId: bo.userId },
      as: admin.cookie,
    });
    expect(removed.statusCode).toBeLessThan(300);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    expect((await reset(bo.cookie, roomId)).statusCode).toBe(404); // no longer a member

    await joinRoom(t.app, bo.cookie, inviteCode);
    const rejoined = await feedUrl(bo.cookie, roomId);
    expect(rejoined.href).not.toBe(old.href);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    expect((await fetchFeed(rejoined)).statusCode).toBe(200);
  });
});

describe('calendar feed with hostile text', () => {
  const INJECTION =
    'G\nBEGIN:VEVENT\nUID:e@x\nDTSTART:20261201T180000Z\nSUMMARY:Injected\nURL:http://evil.test\nEND:VEVENT';

  async function parsedFeed(cookie: string, roomId: string) {
    const url = await feedUrl(cookie, roomId);
    const res = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(res.statusCode).toBe(200);
    const parsed = ical.sync.parseICS(res.body);
    const events = Object.values(parsed).filter((c): c is VEvent => c?.type === 'VEVENT');
    return { body: res.body, events };
  }

  it('an admin renaming the room to iCalendar syntax adds no event, through the API or stored raw', async () => {
    const { admin, roomId } = await createRoomWithAdmin(t.app, { type: 'automatic', startDate: '2026-11-26' });
    const s1 = await createSession(t.app, admin.cookie, roomId, 'Theme;with,ical\\syntax');
    const renamed = await call(t.app, routes.updateRoom, {
      params: { id: roomId },
      body: { name: INJECTION },
      as: admin.cookie,
    });
    expect(renamed.statusCode).toBe(200);
    const expected = [`${s1.id}-submissions@clipclub`, `${s1.id}-voting@clipclub`];

    let feed = await parsedFeed(admin.cookie, roomId);
    expect(feed.events.map((e) => e.uid).sort()).toEqual(expected);
    expect(feed.body).not.toContain('evil.test\r\nEND');
    expect(feed.events[0]?.summary).toMatch(/Session 1 \(Theme;with,ical\\syntax\)$/);

    // A name stored with line breaks before names became one line: escaped all the same.
    await t.db.updateTable('rooms').set({ name: INJECTION }).where('id', '=', roomId).execute();
    feed = await parsedFeed(admin.cookie, roomId);
    expect(feed.events.map((e) => e.uid).sort()).toEqual(expected);
    expect(feed.events.some((e) => e.summary === 'Injected')).toBe(false);
    const nameLines = feed.body.split('\r\n').filter((l) => /^(NAME|X-WR-CALNAME):/.test(l));
    expect(nameLines).toEqual([
      expect.stringMatching(/^NAME:Clip Club: G\\nBEGIN:VEVENT\\nUID:e@x/),
      expect.stringMatching(/^X-WR-CALNAME:Clip Club: G\\nBEGIN:VEVENT\\nUID:e@x/),
    ]);
  });
});
