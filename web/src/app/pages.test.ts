import { pathMatches } from '@clipclub/protocol/http/route';
import * as routes from '@clipclub/protocol/http/routes';
import { describe, expect, it } from 'vitest';
import { readUrl } from '../lib/queries/reads.ts';
import { matchPage, pageReads, pages } from './pages.ts';
import { routes as routeTable } from './router.tsx';

const GETS = Object.values(routes).filter((route) => route.method === 'GET');

describe('the page list', () => {
  it('names the screen a path shows (docs/rules.md §10)', () => {
    expect(matchPage('/').name).toBe('home');
    expect(matchPage('/dashboard').name).toBe('dashboard');
    expect(matchPage('/room/r1')).toEqual({ name: 'room', params: { id: 'r1' } });
    expect(matchPage('/room/r%201/')).toEqual({ name: 'room', params: { id: 'r 1' } });
    expect(matchPage('/vote/s1').name).toBe('vote');
    expect(matchPage('/results/s1').name).toBe('results');
    expect(matchPage('/submit/s1').name).toBe('submit');
    expect(matchPage('/session/s1/watch')).toEqual({ name: 'watch', params: { id: 's1' } });
    expect(matchPage('/join/abc').name).toBe('join');
    expect(matchPage('/room').name).toBe('not-found');
    expect(matchPage('/elsewhere').name).toBe('not-found');
    expect(matchPage('/room/%E0%A4%A')).toEqual({ name: 'room', params: undefined });
  });

  it('is the route table', () => {
    const paths = (routeTable[0]?.children?.[0]?.children ?? []).map((route) => route.path);
    expect(paths).toEqual(Object.values(pages).map((page) => page.path));
  });

  it.each([
    ['/', ''],
    ['/dashboard', ''],
    ['/room/r1', ''],
    ['/room/r1', '?tab=leaderboard'],
    ['/vote/s1', ''],
    ['/results/s1', ''],
    ['/submit/s1', ''],
    ['/session/s1/watch', ''],
    ['/join/AB12CD34', ''],
    ['/room/r1/seasons/se1', ''],
    ['/profile', ''],
    ['/settings', ''],
  ] as const)('reads GET routes of the table, each once, on %s%s', (pathname, search) => {
    const urls = pageReads(matchPage(pathname), search).map(readUrl);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(GETS.some((route) => pathMatches(route.path, url))).toBe(true);
  });

  it('reads the results with the session and its threads, and nothing ahead for a malformed link', () => {
    expect(pageReads(matchPage('/results/s1'), '').map(readUrl)).toEqual([
      '/api/auth/user',
      '/api/sessions/s1',
      '/api/sessions/s1/results',
      '/api/sessions/s1/threads',
    ]);
    expect(pageReads(matchPage('/room/%E0%A4%A'), '').map(readUrl)).toEqual(['/api/auth/user']);
  });

  it("draws a season's recap, the profile and the settings with the data their screens read", () => {
    expect(matchPage('/room/r1/seasons/se1')).toEqual({ name: 'season-recap', params: { id: 'r1', seasonId: 'se1' } });
    expect(pageReads(matchPage('/room/r1/seasons/se1'), '').map(readUrl)).toEqual([
      '/api/auth/user',
      '/api/rooms/r1/seasons',
      '/api/seasons/se1/recap',
      '/api/seasons/se1/standings',
    ]);
    expect(pageReads(matchPage('/profile'), '').map(readUrl)).toEqual(['/api/auth/user', '/api/profile']);
    expect(pageReads(matchPage('/settings'), '').map(readUrl)).toEqual([
      '/api/auth/user',
      '/api/notifications/preferences',
    ]);
    for (const name of ['season-recap', 'profile', 'settings'] as const) expect(pages[name].drawn).toBe(true);
  });
});
