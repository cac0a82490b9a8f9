import { afterEach, describe, expect, it, vi } from 'vitest';
import { readUrl } from '../lib/queries/reads.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { jsonResponse } from '../test/render.tsx';
import { BOOT_CHUNKS, DRAWN_ATTRIBUTE, LAZIES_ATTRIBUTE, startPage } from './page-start.ts';
import { matchPage, pageReads } from './pages.ts';
import { prefetchForPage, shellReads } from './prefetch.ts';

afterEach(() => vi.restoreAllMocks());

function requested(pathname: string, search = ''): string[] {
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse({}));
  fetchMock.mockClear();
  prefetchForPage(createQueryClient(), pathname, search);
  return fetchMock.mock.calls.map(([url]) => String(url));
}

describe('prefetching a page before its code has loaded', () => {
  it('starts the room page’s user, room and sessions requests together', () => {
    expect(requested('/room/r1')).toEqual([
      '/api/auth/user',
      '/api/rooms/r1',
      '/api/rooms/r1/sessions',
      '/api/rooms/r1/members',
    ]);
  });

  it('adds the open tab’s data', () => {
    expect(requested('/room/r1', '?tab=leaderboard')).toContain('/api/leaderboard/room/r1');
  });

  it('starts the session and its ballot for the vote page and the rooms for the dashboard', () => {
    expect(requested('/vote/s1')).toEqual([
      '/api/auth/user',
      '/api/sessions/s1',
      '/api/sessions/s1/submissions',
      '/api/sessions/s1/vote-allocation',
      '/api/sessions/s1/votes',
    ]);
    expect(requested('/dashboard')).toEqual(['/api/auth/user', '/api/rooms', '/api/room-states']);
  });

  it("asks My Rooms' rooms and their states on '/' too (a signed-in player's home)", () => {
    expect(requested('/')).toEqual(['/api/auth/user', '/api/rooms', '/api/room-states']);
  });

  it('asks for exactly what index.html starts for the page (app/pages.ts), in the same order', () => {
    for (const [path, search] of [
      ['/', ''],
      ['/dashboard', ''],
      ['/room/r%201', ''],
      ['/room/r1', '?tab=leaderboard'],
      ['/vote/s1', ''],
      ['/results/s1', ''],
      ['/submit/s1', ''],
      ['/session/s1/watch', ''],
      ['/join/abc', ''],
      ['/nowhere/at/all', ''],
    ] as const) {
      expect(requested(path, search)).toEqual(pageReads(matchPage(path), search).map(readUrl));
    }
  });

  it('reads the watch party’s room members once the session names the room', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (url) =>
        jsonResponse(String(url) === '/api/sessions/s1' ? { id: 's1', roomId: 'r1' } : {}),
      );
    await prefetchForPage(createQueryClient(), '/session/s1/watch', '');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/auth/user',
      '/api/sessions/s1',
      '/api/sessions/s1/watch',
      '/api/config',
      '/api/sessions/s1/watch/chat',
      '/api/rooms/r1/members',
    ]);
  });

  it('takes over the answers index.html already asked for instead of asking again', async () => {
    const early = jsonResponse({ id: 'u1', firstName: 'Ann' });
    (globalThis as { __shellResponses?: Record<string, Promise<Response>> }).__shellResponses = {
      '/api/auth/user': Promise.resolve(early),
    };
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse({}));
    const client = createQueryClient();
    prefetchForPage(client, '/join/abc', '', shellReads()); // a page that reads only the user
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(client.getQueryData(['auth', 'user'])).toEqual({ id: 'u1', firstName: 'Ann' }));
    // Whatever was not taken is dropped: a later read asks the server.
    expect((globalThis as { __shellResponses?: unknown }).__shellResponses).toBeUndefined();
  });
});

describe('index.html’s inline script', () => {
  // Each test draws its page its own way; the next starts from a bare document at '/'.
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.removeAttribute(DRAWN_ATTRIBUTE);
    document.documentElement.removeAttribute(LAZIES_ATTRIBUTE);
    for (const link of document.head.querySelectorAll('link')) link.remove();
    window.history.pushState({}, '', '/');
  });

  it("preloads the app's own code for every page, then the screen's", () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse({}));
    window.history.pushState({}, '', '/room/r1');
    startPage({ [BOOT_CHUNKS]: ['/assets/boot.js', '/assets/boot.css'], room: ['/assets/room.js'], vote: ['/v.js'] });
    const links = [...document.head.querySelectorAll('link')].map((l) => [l.rel, l.getAttribute('href')]);
    expect(links).toEqual([
      ['modulepreload', '/assets/boot.js'],
      ['preload', '/assets/boot.css'],
      ['modulepreload', '/assets/room.js'],
    ]);
  });

  it('on a page that arrived drawn, reads nothing and preloads the code only after the first paint', async () => {
    const fetched = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse({}));
    window.history.pushState({}, '', '/room/r1');
    document.documentElement.setAttribute(DRAWN_ATTRIBUTE, '');
    startPage({ [BOOT_CHUNKS]: ['/assets/boot.js'], room: ['/assets/room.js'] });
    expect(fetched).not.toHaveBeenCalled();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    // Waited for, not a fixed time: a late preload would land in the next test.
    await vi.waitFor(() =>
      expect([...document.head.querySelectorAll('link')].map((l) => l.getAttribute('href'))).toEqual([
        '/assets/boot.js',
        '/assets/room.js',
      ]),
    );
  });

  it('on a drawn page, waits until the browser reports the first paint shown, not only drawn', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse({}));
    // Paint Timing as a browser has it: the entry comes once the frame is on screen.
    let report: (() => void) | undefined;
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
      observe() {
        report = () => this.callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
      }
      disconnect() {
        report = undefined;
      }
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    window.history.pushState({}, '', '/room/r1');
    document.documentElement.setAttribute(DRAWN_ATTRIBUTE, '');
    const hrefs = () => [...document.head.querySelectorAll('link')].map((l) => l.getAttribute('href'));
    startPage({ [BOOT_CHUNKS]: ['/assets/boot.js'], room: ['/assets/room.js'] });
    await new Promise((frame) => requestAnimationFrame(() => setTimeout(frame, 50)));
    expect(hrefs()).toEqual([]);
    report?.();
    await new Promise((later) => setTimeout(later, 10));
    expect(hrefs()).toEqual(['/assets/boot.js', '/assets/room.js']);
  });

  it('on a drawn page over a slow link, asks for the code in the first frame, before the paint is shown', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse({}));
    // A paint that is never reported: on a slow link the code must not wait for it.
    class SilentPaintObserver {
      static supportedEntryTypes = ['paint'];
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', SilentPaintObserver);
    const sheet = { name: '/assets/index.css', startTime: 900, requestStart: 900, responseEnd: 1_850 };
    vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) =>
      type === 'resource' ? [sheet as unknown as PerformanceEntry] : [],
    );
    window.history.pushState({}, '', '/room/r1');
    document.documentElement.setAttribute(DRAWN_ATTRIBUTE, '');
    const hrefs = () => [...document.head.querySelectorAll('link')].map((l) => l.getAttribute('href'));
    startPage({ [BOOT_CHUNKS]: ['/assets/boot.js'], room: ['/assets/room.js'] });
    expect(hrefs()).toEqual([]);
    await new Promise((frame) => requestAnimationFrame(frame));
    expect(hrefs()).toEqual(['/assets/boot.js', '/assets/room.js']);
  });

  it('on a drawn page over a slow link, asks for the code as soon as a first stylesheet is in', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse({}));
    const sheets: PerformanceEntry[] = [];
    vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) => (type === 'resource' ? sheets : []));
    window.history.pushState({}, '', '/room/r1');
    document.documentElement.setAttribute(DRAWN_ATTRIBUTE, '');
    const hrefs = () =>
      [...document.head.querySelectorAll('link:not([rel="stylesheet"])')].map((l) => l.getAttribute('href'));
    const sheetIn = (href: string, took: number) => {
      const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
      document.head.appendChild(link);
      sheets.push({
        name: href,
        startTime: 900,
        requestStart: 900,
        responseEnd: 900 + took,
      } as unknown as PerformanceEntry);
      link.dispatchEvent(new Event('load'));
    };
    startPage({ [BOOT_CHUNKS]: ['/assets/boot.js'], room: ['/assets/room.js'] });
    sheetIn('/assets/fast.css', 5);
    expect(hrefs()).toEqual([]);
    sheetIn('/assets/room.css', 520);
    expect(hrefs()).toEqual(['/assets/boot.js', '/assets/room.js']);
    // Asked for once: the first frame finds them asked for.
    await new Promise((frame) => requestAnimationFrame(() => setTimeout(frame, 50)));
    expect(hrefs()).toEqual(['/assets/boot.js', '/assets/room.js']);
  });

  it("preloads the drawn page's lazy parts (a ranked ballot) with the screen, once each", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse({}));
    window.history.pushState({}, '', '/vote/s1');
    document.documentElement.setAttribute(DRAWN_ATTRIBUTE, '');
    document.documentElement.setAttribute(LAZIES_ATTRIBUTE, 'screen:vote ranked-panel');
    startPage({
      [BOOT_CHUNKS]: ['/assets/app.js'],
      vote: ['/assets/vote.js', '/assets/ui.js'],
      'ranked-panel': ['/assets/ranked.js', '/assets/ui.js'],
      'appreciation-panel': ['/assets/appreciation.js'],
    });
    await vi.waitFor(() =>
      expect([...document.head.querySelectorAll('link')].map((l) => l.getAttribute('href'))).toEqual([
        '/assets/app.js',
        '/assets/vote.js',
        '/assets/ui.js',
        '/assets/ranked.js',
      ]),
    );
  });
});
