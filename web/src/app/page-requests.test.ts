import { pathMatches } from '@clipclub/protocol/http/route';
import * as routes from '@clipclub/protocol/http/routes';
import { describe, expect, it } from 'vitest';
import { pageRequests } from './page-requests.ts';

// page-requests.ts is inlined into index.html and imports nothing, so it spells its paths out;
// each must still be a GET of protocol's route table.
const GETS = Object.values(routes).filter((route) => route.method === 'GET');
const PAGES = [
  ['/', ''],
  ['/dashboard', ''],
  ['/room/r1', ''],
  ['/room/r1', '?tab=leaderboard'],
  ['/vote/s1', ''],
  ['/results/s1', ''],
  ['/submit/s1', ''],
  ['/session/s1/watch', ''],
  ['/join/AB12CD34', ''],
] as const;

describe('the reads index.html starts', () => {
  it.each(PAGES)('are GET routes of the table on %s%s', (pathname, search) => {
    for (const url of pageRequests(pathname, search)) {
      const path = url.split('?')[0] ?? url;
      expect(
        GETS.some((route) => pathMatches(route.path, path)),
        url,
      ).toBe(true);
    }
  });
});
