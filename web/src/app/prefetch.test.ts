import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client.ts';
import { jsonResponse } from '../test/render.tsx';
import { prefetchForPage } from './prefetch.ts';

afterEach(() => vi.restoreAllMocks());

function requested(pathname: string, search = ''): string[] {
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse({}));
  fetchMock.mockClear();
  prefetchForPage(createQueryClient(), pathname, search);
  return fetchMock.mock.calls.map(([url]) => String(url));
}

describe('prefetching a page before its code has loaded', () => {
  it('starts the room page’s user, room and sessions requests together', () => {
    expect(requested('/room/r1')).toEqual(['/api/auth/user', '/api/rooms/r1', '/api/rooms/r1/sessions']);
  });

  it('adds the open tab’s data', () => {
    expect(requested('/room/r1', '?tab=members')).toContain('/api/rooms/r1/members');
  });

  it('starts the session for the vote page and the rooms for the dashboard', () => {
    expect(requested('/vote/s1')).toEqual(['/api/auth/user', '/api/sessions/s1']);
    expect(requested('/dashboard')).toEqual(['/api/auth/user', '/api/rooms']);
  });

  it('asks only who is signed in on the landing page', () => {
    expect(requested('/')).toEqual(['/api/auth/user']);
  });
});
