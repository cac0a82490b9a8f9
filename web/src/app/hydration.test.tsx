import type { SessionThreads } from '@clipclub/protocol/http/conversation';
import type { SessionResults } from '@clipclub/protocol/http/results';
import type { Session } from '@clipclub/protocol/http/sessions';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { createBrowserRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_DRAWN } from '../components/near-screen.tsx';
import { member, pages, ROOM_ID, room, session } from '../features/realtime/lib/test-data.ts';
import { stubDocumentFonts } from '../features/submissions/components/stub-document-fonts.test-util.ts';
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
// The submit page's commentary box listens for web fonts, which jsdom has not.
stubDocumentFonts();

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
  played: 0,
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
  '/api/rooms': [room({ type: 'automatic' })],
  '/api/room-states': {
    timeZone: 'Pacific/Auckland',
    rooms: [
      {
        roomId: ROOM_ID,
        session: {
          id: voting.id,
          sessionNumber: 2,
          theme: 'Songs',
          status: 'voting',
          votingMode: 'classic',
          submissionsDeadline: voting.submissionsDeadline,
          votingDeadline: voting.votingDeadline,
          submitted: true,
          voted: false,
          missingCount: 2,
          nudge: null,
        },
      },
    ],
  },
  '/api/profile': { user: USER_ANSWER, providerName: 'Ann', record: RECORD },
  '/api/notifications/preferences': {
    preferences: [
      { kind: 'session_opened', email: true },
      { kind: 'results_ready', email: false },
    ],
  },
};

async function answer(path: string): Promise<Response> {
  return answerFrom(ANSWERS, path);
}

function answerFrom(answers: Record<string, unknown>, path: string): Response {
  const body = answers[path.split('?')[0] ?? path];
  return body === undefined ? jsonResponse({ message: 'Not found' }, { status: 404 }) : jsonResponse(body);
}

const textOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

/** Ann's answers with some replaced or added. */
const answersWith =
  (changes: Record<string, unknown>) =>
  async (path: string): Promise<Response> =>
    answerFrom({ ...ANSWERS, ...changes }, path);

/**
 * Whether each control `selector` finds is disabled, in the drawn HTML and once hydrated
 * (docs/rules.md, HTML ahead of the app: drawn, none takes a choice; hydrated, they do).
 */
function disabledOf(drawnHtml: string, container: HTMLElement, selector: string, text?: RegExp) {
  const of = (root: ParentNode) =>
    [...root.querySelectorAll<HTMLButtonElement | HTMLInputElement | HTMLTextAreaElement>(selector)]
      .filter((control) => !text || text.test(control.textContent ?? ''))
      .map((control) => control.disabled);
  return { drawn: of(new DOMParser().parseFromString(drawnHtml, 'text/html')), hydrated: of(container) };
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

  it('the classic ballot: drawn, its button takes nothing; its points wait on the page, not disabled', async () => {
    const { container, errors, recoverable, drawnHtml } = await drawAndHydrate(`/vote/${voting.id}`);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors()).toEqual([]);
    // 0 to 3 points (the cap), none over the allocation of 5: none disabled, drawn or hydrated, so
    // the app need not draw the cards again to let a point be given (the page's own script holds
    // a key or click on them until then: app/page-start.ts holdKeysBeforeApp).
    expect(disabledOf(drawnHtml, container, 'input[type="radio"]')).toEqual({
      drawn: [false, false, false, false],
      hydrated: [false, false, false, false],
    });
    // Drawn as it will look: only an overspending choice is marked unavailable.
    expect(drawnHtml).not.toContain('data-unavailable');
    // 'Give 5 More Points' is disabled for its own reason, drawn or not.
    expect(disabledOf(drawnHtml, container, 'button', /More Points/)).toEqual({ drawn: [true], hydrated: [true] });
    await act(async () => container.querySelector<HTMLInputElement>('input[value="3"]')?.click());
    expect(container.textContent).toContain('3 of 5 points');
  });

  it('the ranked ballot: drawn, its handles and buttons take nothing; hydrated, they do', async () => {
    const second = { ...ENTRY, id: 'e2', title: 'Another song' };
    const read = answersWith({
      [`/api/sessions/${voting.id}/submissions`]: [ENTRY, second],
      [`/api/sessions/${voting.id}/vote-allocation`]: {
        votingMode: 'ranked_choice',
        voteAllocation: 1,
        perSubmissionCap: null,
      },
    });
    const { container, errors, recoverable, drawnHtml, lazies } = await drawAndHydrate(
      `/vote/${voting.id}`,
      undefined,
      read,
    );
    expect(lazies).toContain('ranked-panel');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors()).toEqual([]);
    // The keyboard's path starts on a handle (Space lifts the row): drawn, none takes focus.
    expect(disabledOf(drawnHtml, container, 'button[data-action="drag"]')).toEqual({
      drawn: [true, true],
      hydrated: [false, false],
    });
    expect(disabledOf(drawnHtml, container, 'button[data-action="add"]')).toEqual({
      drawn: [true, true],
      hydrated: [false, false],
    });
    await act(async () => container.querySelector<HTMLButtonElement>('button[data-action="add"]')?.click());
    expect(container.textContent).toContain('1 of 1 ranked');
    // Once ranked, its buttons: Move up and down have nowhere to go, Remove does; the box for a comment.
    expect(disabledOf('', container, 'button[data-action]:not([data-action="drag"])').hydrated).toEqual([
      true,
      true,
      false,
      true,
    ]);
    expect(container.querySelector('textarea')?.disabled).toBe(false);
  });

  it('the grudge ballot: drawn, its button takes nothing; its points wait on the page, not disabled', async () => {
    const read = answersWith({
      [`/api/sessions/${voting.id}/vote-allocation`]: {
        votingMode: 'grudge_match',
        voteAllocation: 3,
        perSubmissionCap: 3,
      },
    });
    const { container, errors, recoverable, drawnHtml } = await drawAndHydrate(`/vote/${voting.id}`, undefined, read);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors()).toEqual([]);
    expect(disabledOf(drawnHtml, container, 'input[type="radio"]')).toEqual({
      drawn: [false, false, false, false],
      hydrated: [false, false, false, false],
    });
    // 0 chosen, drawn as chosen.
    expect(drawnHtml).toMatch(/<input[^>]*checked=""[^>]*value="0"/);
    await act(async () => container.querySelector<HTMLInputElement>('input[value="3"]')?.click());
    expect(disabledOf(drawnHtml, container, 'button', /Submit Votes|More Points/)).toEqual({
      drawn: [true],
      hydrated: [false],
    });
    expect(container.querySelector('textarea')?.disabled).toBe(false);
  });

  it("a ballot already cast: drawn, 'Change my vote' takes nothing; hydrated, it reopens the ballot", async () => {
    const read = answersWith({
      [`/api/sessions/${voting.id}/vote-allocation`]: {
        votingMode: 'grudge_match',
        voteAllocation: 3,
        perSubmissionCap: 3,
      },
      [`/api/sessions/${voting.id}/votes`]: [
        {
          submissionId: 'e1',
          voteType: 'points',
          rankPosition: null,
          isDownvote: 0,
          pointsAllocated: 3,
          badge: null,
          comment: 'Yes',
        },
      ],
    });
    const { container, errors, recoverable, drawnHtml } = await drawAndHydrate(`/vote/${voting.id}`, undefined, read);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors()).toEqual([]);
    expect(disabledOf(drawnHtml, container, 'button', /Change my vote/)).toEqual({ drawn: [true], hydrated: [false] });
  });

  it('the submission form: drawn, its fields and button take nothing; hydrated, they do', async () => {
    const open = session(3, {
      status: 'submissions',
      submissionsDeadline: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const read = answersWith({
      [`/api/sessions/${open.id}`]: open satisfies Session,
      [`/api/sessions/${open.id}/submissions/mine`]: null,
    });
    const { container, errors, recoverable, drawnHtml } = await drawAndHydrate(`/submit/${open.id}`, undefined, read);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors()).toEqual([]);
    // A link typed or Enter pressed before the app has the page would reach no handler (the
    // browser would send the form itself): the link, the commentary and the button wait.
    expect(disabledOf(drawnHtml, container, 'form input, form textarea')).toEqual({
      drawn: [true, true],
      hydrated: [false, false],
    });
    expect(disabledOf(drawnHtml, container, 'form button[type="submit"]')).toEqual({
      drawn: [true],
      hydrated: [false],
    });
  });

  it("the results' conversation: drawn, its comment box and buttons take nothing; hydrated, they do", async () => {
    const finished = session(4, { status: 'results' });
    const results = {
      sessionId: finished.id,
      revealSeen: true,
      votingMode: 'classic',
      awards: { roundMvp: null, categoryChampions: {} },
      stats: { totalSubmissions: 1, totalPointsCast: 5, submissionRate: 1 },
      results: [
        {
          rank: 1,
          submissionId: 'e1',
          videoTitle: 'A song',
          thumbnail: '',
          videoUrl: ENTRY.youtubeUrl,
          userId: 'u-Bo',
          userName: 'Bo',
          userImage: null,
          points: 5,
          upvotes: 1,
          downvotes: 0,
          voteBreakdown: [],
          commentary: null,
        },
      ],
    } satisfies SessionResults;
    const mine = {
      id: 'c1',
      submissionId: 'e1',
      userId: USER.id,
      userName: 'Ann',
      userImage: null,
      body: 'What a pick',
      createdAt: '2026-01-01T18:00:00.000Z',
      editedAt: null,
      removed: false,
    };
    const read = answersWith({
      [`/api/sessions/${finished.id}`]: finished satisfies Session,
      [`/api/sessions/${finished.id}/results`]: results,
      [`/api/sessions/${finished.id}/threads`]: [{ submissionId: 'e1', comments: [mine] }] satisfies SessionThreads,
    });
    const { container, errors, recoverable, drawnHtml } = await drawAndHydrate(
      `/results/${finished.id}`,
      undefined,
      read,
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors()).toEqual([]);
    expect(textOf(drawnHtml)).toContain('What a pick');
    expect(disabledOf(drawnHtml, container, '[data-testid="thread"] textarea')).toEqual({
      drawn: [true],
      hydrated: [false],
    });
    // Ann's own comment, long past its edit window: Delete; Post, disabled until typed into.
    expect(disabledOf(drawnHtml, container, '[data-testid="thread"] button', /Delete/)).toEqual({
      drawn: [true],
      hydrated: [false],
    });
    expect(disabledOf(drawnHtml, container, '[data-testid="thread"] button', /Post/)).toEqual({
      drawn: [true],
      hydrated: [true],
    });
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

  it("a season's recap: podium and tables drawn, its charts left to the browser, in a box that keeps its height", async () => {
    const { container, errors, recoverable, drawnHtml, lazies } = await drawAndHydrate(
      `/room/${ROOM_ID}/seasons/${SEASON_ID}`,
    );
    expect(lazies).toEqual(['screen:season-recap']);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors()).toEqual([]);
    expect(textOf(drawnHtml)).toContain('Season 1 recap');
    expect(drawnHtml).toMatch(new RegExp(`href="/room/${ROOM_ID}"[^>]*>.*?Back to Room`));
    expect(textOf(drawnHtml)).toContain("Ann's biggest fan: Bo");
    expect(textOf(drawnHtml)).toContain('League points after each round');
    expect(drawnHtml).not.toContain('recharts');
    expect(document.title).toBe('Season 1 recap · Clip Club');
    const box = container.querySelector('[data-testid="standings-chart"]');
    expect(box).toHaveAttribute('aria-hidden', 'true');
    expect(box).toHaveStyle({ minHeight: '240px' });
    expect(browserReads()).not.toContain(`/api/seasons/${SEASON_ID}/recap`);
  });

  it.each(['/', '/dashboard'])(
    "My Rooms on %s: each card's line drawn, its deadline once the zone is known, nothing read again",
    async (url) => {
      const { container, errors, recoverable, drawnHtml } = await drawAndHydrate(url);
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors()).toEqual([]);
      const card = () => container.querySelector(`a[href="/room/${ROOM_ID}"]`)?.textContent;
      expect(textOf(drawnHtml)).toContain("Voting open — you haven't voted");
      expect(textOf(drawnHtml)).not.toContain('Voting closes');
      expect(card()).toContain("Voting open — you haven't voted");
      expect(card()).toMatch(/Voting closes \w{3} \d/);
      expect(browserReads()).not.toContain('/api/room-states');
      expect(browserReads()).not.toContain('/api/rooms');
    },
  );

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
