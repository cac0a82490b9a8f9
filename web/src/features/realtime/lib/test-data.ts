import { DEFAULT_ROOM_RULES, type Member, type Room } from '@clipclub/protocol/http/rooms';
import type { Session } from '@clipclub/protocol/http/sessions';
import type { QueryClient } from '@tanstack/react-query';
import type { ListPages } from '../../../lib/queries/cache-updates.ts';

export const ROOM_ID = '11111111-1111-4111-8111-111111111111';
export const OTHER_ROOM_ID = '22222222-2222-4222-8222-222222222222';

export function session(n: number, overrides: Partial<Session> = {}): Session {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    roomId: ROOM_ID,
    sessionNumber: n,
    theme: `Theme ${n}`,
    description: null,
    hidden: false,
    seasonId: 'season-1',
    round: 1,
    suggestedBy: null,
    status: 'submissions',
    submissionsDeadline: null,
    votingDeadline: null,
    playlistId: null,
    playlistUrl: null,
    memberCount: 2,
    submittedCount: 0,
    votedCount: 0,
    submitters: [],
    voters: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function room(overrides: Partial<Room> = {}): Room {
  return {
    id: ROOM_ID,
    name: 'Film Club',
    description: null,
    inviteCode: 'ABCDEFGH',
    type: 'manual',
    votingMode: 'classic',
    startDate: null,
    settings: DEFAULT_ROOM_RULES,
    isAdmin: false,
    memberCount: 2,
    sessionCount: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function member(name: string, totalPoints = 0): Member {
  return { id: `m-${name}`, userId: `u-${name}`, userName: name, userImage: null, isAdmin: false, totalPoints };
}

/** A paged list as useInfiniteQuery caches it: each argument is one page; the last ends it. */
export function pages<T>(...items: T[][]): ListPages<T> {
  return {
    pages: items.map((page, i) => ({ items: page, nextCursor: i === items.length - 1 ? null : `c${i}` })),
    pageParams: items.map((_, i) => (i === 0 ? null : `c${i - 1}`)),
  };
}

/** Every loaded item of a paged list in the cache. */
export function listed<T>(client: QueryClient, key: readonly unknown[]): T[] | undefined {
  return client.getQueryData<ListPages<T>>(key)?.pages.flatMap((p) => p.items);
}
