import type { Session } from '@clipclub/protocol/http/sessions';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { createBrowserRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_DRAWN } from '../components/near-screen.tsx';
import { member, pages, ROOM_ID, room, session } from '../features/realtime/lib/test-data.ts';
import { draftKey } from '../lib/drafts.ts';
import { preloadLazies } from '../lib/preloadable-lazy.tsx';
import { readUnderTag } from '../lib/queries/answer-tags.ts';
import { queryKeys } from '../lib/queries/keys.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { DEFAULT_THEME, useThemeStore } from '../stores/theme-store.ts';
import { jsonResponse } from '../test/render.tsx';
import { App } from './app.tsx';
import { pageHtml } from './page-html.ts';
import { type PageState, readPageState, restorePageState } from './page-state.ts';
import { routes } from './router.tsx';
import { drawPage } from './server-render.tsx';

// A page drawn by the server bundle's code and hydrated by the browser's, in one process with
// React's development build, which reports every difference between the two (text, attributes,
// useId's ids) on console.error. The e2e test (server-rendered.spec.ts) does the same in Chromium.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// A socket that never connects: the screens stay on polling, which the fetch stub answers.
vi.mock('../lib/socket.ts', () => {
  const socket: object = new Proxy({}, { get: (_, name) => (name === 'connected' ? false : () => socket) });
  return { getSocket: () => socket };
});

const USER = { id: 'u-Ann', firstName: 'Ann', lastName: null, email: 'ann@example.com', profileImageUrl: null };
const USER_ANSWER = { ...USER, displayName: null, timeZone: 'Pacific/Auckland' };
const voting = session(2, {
  status: 'voting',
  // Far enough for "Voting ends in N days", in a zone the page's browser does not share.
  votingDeadline: new Date(Date.now() + 3 * 86_400_000 + 3_600_000).toISOString(),
  submissionsDeadline: '2026-01-01T18:00:00.000Z',
});
const ENTRY = {
  visibility: 'anonymous',
  id: 'e1',
  sessionId: voting.id,
  isMine: false,
  youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  videoId: 'dQw4w9WgXcQ',
  title: 'A song',
  thumbnail: null,
  duration: null,
  commentary: 'Listen to the end',
};

// A finished season of Ann and Bo, its recap and standings.
const SEASON_ID = '33333333-3333-4333-8333-333333333333';
const standing = (name: string, rank: number, leaguePoints: number) => ({
  userId: `u-${name}`,
  userName: name,
  userImage: null,
  leaguePoints,
  wins: rank === 1 ? 1 : 0,
  points: leaguePoints,
  rank,
});
const STANDINGS = [standing('Ann', 1, 6), standing('Bo', 2, 3)];
const SEASON = {
  id: SEASON_ID,
  roomId: ROOM_ID,
  number: 1,
  name: 'Season 1',
  rounds: 1,
  status: 'finished',
  startedAt: '2026-01-01T18:00:00.000Z',
  finishedAt: '2026-01-08T18:00:00.000Z',
  sessionIds: ['s-1'],
};
const RECAP = {
  podium: STANDINGS,
  fans: [{ userId: 'u-Ann', fanUserId: 'u-Bo', share: 0.6 }],
  compatiblePair: null,
  contrarian: null,
  videoOfSeason: null,
  rounds: [{ sessionId: 's-1', standings: STANDINGS.map(({ userId, leaguePoints }) => ({ userId, leaguePoints })) }],
  gave: [{ fromUserId: 'u-Bo', toUserId: 'u-Ann', share: 1 }],
};
const RECORD = {
  sessionsPlayed: 1,
  wins: 1,
  totalPoints: 6,
  bestVideo: null,
  badges: [],
  totalBadges: 0,
  seasonsPlayed: 1,
  seasonsWon: 1,
  seasons: [],
};

/** The API's answers to Ann, by path; anything else is a 404. */
const ANSWERS: Record<string, unknown> = {
  '/api/auth/user': USER_ANSWER,
  [`/api/rooms/${ROOM_ID}`]: room({ type: 'automatic', isAdmin: true }),
  [`/api/rooms/${ROOM_ID}/sessions`]: pages([voting, session(1, { status: 'results' })]).pages[0]?.items,
  [`/api/rooms/${ROOM_ID}/members`]: [member('Ann'), member('Bo')],
  [`/api/sessions/${voting.id}`]: voting satisfies Session,
  [`/api/sessions/${voting.id}/submissions`]: [ENTRY],
  [`/api/sessions/${voting.id}/vote-allocation`]: { votingMode: 'classic', voteAllocation: 5, perSubmissionCap: 3 },
  [`/api/sessions/${voting.id}/votes`]: [],
  [`/api/rooms/${ROOM_ID}/seasons`]: [SEASON],
  [`/api/seasons/${SEASON_ID}/recap`]: RECAP,
  [`/api/seasons/${SEASON_ID}/standings`]: STANDINGS,
  '/api/profile': { user: USER_ANSWER, providerName: 'Ann', record: RECORD },
  '/api/notifications/preferences': {
    preferences: [
      { kind: 'session_opened', email: true },
      { kind: 'results_ready', email: false },
    ],
  },
};

async function answer(path: string): Promise<Response> {
  const body = ANSWERS[path.split('?')[0] ?? path];
  return body === undefined ? jsonResponse({ message: 'Not found' }, { status: 404 }) : jsonResponse(body);
}

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Clip Club</title></head><body><div id="root"><!-- shell --><!-- /shell --></div></body></html>';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  useThemeStore.setState({ theme: DEFAULT_THEME });
});

/**
 * Draws `url` as the server does, puts it in the document, and hydrates it as app/boot.tsx does.
 * `inBrowser` runs in between: what the browser has and the server had not (storage, a later clock).
 */
async function drawAndHydrate(url: string, inBrowser: () => void = () => {}, read = answer) {
  const drawn = await drawPage(url, read);
  if (!drawn) throw new Error('not drawn');
  // React's server renderer leaves its last context values behind after a render that waited on
  // a lazy screen (a server only runs that renderer, which resets them when it next renders);
  // here the browser's renderer comes next in the same process, so one tiny render resets them.
  await prerender(<div />);
  const html = new DOMParser().parseFromString(pageHtml(TEMPLATE, { ...drawn, styles: [] }), 'text/html');
  document.head.innerHTML = html.head.innerHTML;
  document.body.innerHTML = html.body.innerHTML;
  const drawnHtml = document.body.innerHTML;
  inBrowser();
  window.history.pushState({}, '', url);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => read(String(input)));
  const logged = vi.spyOn(console, 'error');
  // Both renderers touching one context object in one process is this test's doing, not the app's.
  const errors = () => logged.mock.calls.map((args) => args.join(' ')).filter((m) => !m.includes('multiple renderers'));
  const recoverable = vi.fn();
  const client = createQueryClient();
  const state = readPageState(document);
  if (!state) throw new Error('no page state');
  restorePageState(client, state);
  await preloadLazies(state.lazies);
  const container = document.getElementById('root')!;
  const app = <App client={client} router={createBrowserRouter(routes)} drawnAt={state.drawnAt} />;
  await act(async () => {
    root = hydrateRoot(container, app, { onRecoverableError: recoverable });
  });
  return { container, errors, recoverable, drawnHtml, lazies: state.lazies };
}

describe('a page drawn on the server, hydrated in the browser', () => {
  it('the room page: same HTML, no mismatch reported, then the app has it', async () => {
    const { container, errors, recoverable, drawnHtml, lazies } = await drawAndHydrate(`/room/${ROOM_ID}`);
    // Loaded before hydrating: the screen. Not the header's menu: the page shows its trigger alone,
    // unavailable, and the app adds the menu once it has the page.
    expect(lazies).toEqual(['screen:room']);
    expect(drawnHtml).toMatch(/<button(?=[^>]*aria-disabled="true")[^>]*data-menu-trigger=""/);
    await act(async () => {
      await import('../features/auth/components/user-menu.tsx');
    });
    expect(container.querySelector('[data-menu-trigger]')).toHaveAttribute('data-menu-ready');
    expect(container.querySelector('[data-menu-trigger]')).toHaveAttribute('aria-haspopup', 'menu');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors()).toEqual([]);
    expect(container.querySelector('h1')?.textContent).toBe('Film Club');
    expect(container.hasAttribute('data-before-app')).toBe(false);
    expect(document.title).toBe('Film Club · Clip Club');
    // A deadline's date depends on the browser's zone and language: drawn only once hydrated.
    expect(drawnHtml).toContain('Submissions due</dt><dd></dd>');
    expect(container.querySelector('dd')?.textContent).toMatch(/Jan/);
  });

  it('the vote page, a draft in storage and a clock that moved on: both follow hydration', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const slot = { userId: USER.id, sessionId: voting.id, kind: 'ballot' as const };
      const { container, errors, recoverable, drawnHtml } = await drawAndHydrate(`/vote/${voting.id}`, () => {
        localStorage.setItem(draftKey(slot), JSON.stringify({ savedAt: Date.now(), value: { points: { e1: 2 } } }));
        vi.setSystemTime(Date.now() + 2 * 3_600_000); // two hours between the server's page and this render
      });
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors()).toEqual([]);
      expect(drawnHtml).toContain('Voting ends in 3 days');
      expect(drawnHtml).toContain('0 of 5 points');
      expect(container.textContent).toContain('Voting ends in 2 days');
      expect(container.textContent).toContain('2 of 5 points');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a long ballot, hydrated slice by slice (components/near-screen.tsx InSlices): the same page, all of it the app’s', async () => {
    const entries = Array.from({ length: FIRST_DRAWN + 3 }, (_, i) => ({ ...ENTRY, id: `e${i}`, title: `Song ${i}` }));
    const read = (path: string) =>
      path.split('?')[0] === `/api/sessions/${voting.id}/submissions`
        ? Promise.resolve(jsonResponse(entries))
        : answer(path);
    const { container, errors, recoverable, drawnHtml } = await drawAndHydrate(`/vote/${voting.id}`, undefined, read);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors()).toEqual([]);
    // The server drew the first FIRST_DRAWN cards in full, the others as placeholders.
    expect(drawnHtml.match(/<article/g)).toHaveLength(FIRST_DRAWN);
    // Each drawn card after the first in a boundary of its own (React's <!--$--> marks), nested.
    expect(drawnHtml.match(/<!--\$-->/g)?.length).toBeGreaterThanOrEqual(FIRST_DRAWN - 1);
    // The last drawn card sits in the deepest slice: its points answer, as do a later card's.
    for (const title of [`Song ${FIRST_DRAWN - 1}`, `Song ${FIRST_DRAWN + 2}`]) {
      const card = container.querySelector(`article[aria-label="${title}"]`);
      await act(async () => (card?.querySelector('input[value="1"]') as HTMLInputElement | null)?.click());
    }
    expect(container.textContent).toContain('2 of 5 points');
  });

  it("a room the player may not see: the drawn 'not available' page stays, with no refetch", async () => {
    const missing = '99999999-9999-4999-8999-999999999999';
    const { container, errors, recoverable } = await drawAndHydrate(`/room/${missing}`);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors()).toEqual([]);
    expect(container.textContent).toContain("This room isn't available");
    expect(vi.mocked(globalThis.fetch).mock.calls.map(([url]) => String(url))).not.toContain(`/api/rooms/${missing}`);
  });
});

describe('the pages beyond a game, drawn with their data', () => {
  /** The API paths the browser read while hydrating (the drawn data is not read again). */
  const browserReads = () => vi.mocked(globalThis.fetch).mock.calls.map(([url]) => String(url).split('?')[0]);
  const textOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

  it("a season's recap: podium and tables drawn, its charts left to the browser, in a box that keeps its height", async () => {
    const { container, errors, recoverable, drawnHtml, lazies } = await drawAndHydrate(
      `/room/${ROOM_ID}/seasons/${SEASON_ID}`,
    );
    expect(lazies).toEqual(['screen:season-recap']);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors()).toEqual([]);
    expect(textOf(drawnHtml)).toContain('Season 1 recap');
    expect(textOf(drawnHtml)).toContain("Ann's biggest fan: Bo");
    expect(textOf(drawnHtml)).toContain('League points after each round');
    expect(drawnHtml).not.toContain('recharts');
    expect(document.title).toBe('Season 1 recap · Clip Club');
    const box = container.querySelector('[data-testid="standings-chart"]');
    expect(box).toHaveAttribute('aria-hidden', 'true');
    expect(box).toHaveStyle({ minHeight: '240px' });
    expect(browserReads()).not.toContain(`/api/seasons/${SEASON_ID}/recap`);
  });

  it('the profile: the record drawn, not read again; the name field takes typing once hydrated', async () => {
    const { container, errors, recoverable, drawnHtml } = await drawAndHydrate('/profile');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors()).toEqual([]);
    expect(textOf(drawnHtml)).toContain('Your record');
    expect(container.querySelector('h1')?.textContent).toBe('Profile');
    // A name typed into the drawn page would not be the form's (Save would send the old one).
    expect(drawnHtml.match(/<input[^>]*nickname[^>]*>/i)?.[0]).toContain('disabled=""');
    expect(container.querySelector<HTMLInputElement>('input[autocomplete="nickname"]')?.disabled).toBe(false);
    expect(browserReads()).not.toContain('/api/profile');
  });

  it("the settings: reminders drawn; the device's zone, the time there and the stored theme only once hydrated, and no choice before", async () => {
    const { container, errors, recoverable, drawnHtml } = await drawAndHydrate('/settings', () =>
      useThemeStore.setState({ theme: 'light' }),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors()).toEqual([]);
    // The server knows neither the browser's zone nor the zones it knows: the choice made, alone.
    expect(drawnHtml).toContain("This device's time zone</option>");
    expect(drawnHtml.match(/<option/g)).toHaveLength(2);
    expect(drawnHtml).not.toContain('It is ');
    expect(drawnHtml).toMatch(/role="switch"[^>]*checked=""/);
    const select = container.querySelector('select');
    expect(select?.value).toBe('Pacific/Auckland');
    expect(select?.options[0]?.textContent).toMatch(/^This device's time zone \(.+\)$/);
    expect(select?.options.length).toBeGreaterThan(2);
    expect(container.textContent).toContain('in Pacific/Auckland.');
    // The theme the browser stored, chosen once the app has the page; neither before.
    expect(drawnHtml).not.toMatch(/<input[^>]*checked=""[^>]*value="(light|dark)"/);
    expect(container.querySelector<HTMLInputElement>('input[value="light"]')?.checked).toBe(true);
    expect(container.querySelector('label[data-active]')?.textContent).toBe('Light');
    // A choice made before the app had the page would reach no handler: none can be made then.
    expect(drawnHtml).toMatch(/<select[^>]*disabled=""/);
    expect(drawnHtml).toMatch(/<input[^>]*disabled=""[^>]*value="light"/);
    expect(drawnHtml).toMatch(/<input disabled=""[^>]*role="switch"/);
    expect(container.querySelector<HTMLInputElement>('[role="switch"]')?.disabled).toBe(false);
    expect(select?.disabled).toBe(false);
    expect(container.querySelector<HTMLInputElement>('input[value="light"]')?.disabled).toBe(false);
    expect(browserReads()).not.toContain('/api/notifications/preferences');
  });
});

describe("the tag a drawn page's room answers carried", () => {
  /** Ann's answers, each with the ETag `tagOf` gives its path (none for undefined). */
  const tagged = (tagOf: (path: string) => string | undefined) => async (path: string) => {
    const plain = await answer(path);
    const tag = tagOf(path);
    const headers = { 'Content-Type': 'application/json', ...(tag ? { etag: tag } : {}) };
    return new Response(await plain.text(), { status: plain.status, headers });
  };
  const stateOf = async (read: (path: string) => Promise<Response>) =>
    JSON.parse((await drawPage(`/room/${ROOM_ID}`, read))?.state ?? 'null') as PageState;

  it('is carried when every room answer had the same one, and known for those answers only', async () => {
    const state = await stateOf(tagged((path) => (path === '/api/auth/user' ? undefined : 'W/"v1-ann"')));
    expect(state.tag).toBe('W/"v1-ann"');
    const client = createQueryClient();
    restorePageState(client, state);
    const query = (key: readonly unknown[]) => client.getQueryCache().find({ queryKey: key, exact: true })!;
    expect(readUnderTag(query(queryKeys.room(ROOM_ID)), 'W/"v1-ann"')).toBe(true);
    expect(readUnderTag(query(queryKeys.members(ROOM_ID)), 'W/"v1-ann"')).toBe(true);
    expect(readUnderTag(query(queryKeys.sessions(ROOM_ID)), 'W/"v1-ann"')).toBe(true);
    expect(readUnderTag(query(queryKeys.room(ROOM_ID)), 'W/"v2-ann"')).toBe(false);
    expect(readUnderTag(query(queryKeys.user), 'W/"v1-ann"')).toBe(false);
  });

  it('is left out when the answers carried two (a write between two reads) or none', async () => {
    const members = `/api/rooms/${ROOM_ID}/members`;
    const split = await stateOf(tagged((path) => (path === members ? 'W/"v2-ann"' : 'W/"v1-ann"')));
    expect(split.tag).toBeUndefined();
    const untagged = await stateOf(tagged((path) => (path === members ? undefined : 'W/"v1-ann"')));
    expect(untagged.tag).toBeUndefined();
  });
});
