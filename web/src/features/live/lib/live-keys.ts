import type { Session } from '@clipclub/protocol/http/sessions';
import type { Page } from '@clipclub/protocol/pages';
import type { InfiniteData, Query, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The query keys live events touch. A feature never imports another, so these repeat the
 * features' own key factories; the features share two prefixes, and live updates rely only on them:
 *
 *   ['rooms']                           rooms-api roomKeys.list (My Rooms, pages: ListPages<Room>)
 *   ['room', roomId]                    rooms-api roomKeys.detail (the Room)
 *   ['room', roomId, 'members']         rooms-api roomKeys.members
 *   ['room', roomId, 'leaderboard']     rooms-api roomKeys.leaderboard
 *   ['room', roomId, 'sessions']        sessions-api sessionKeys.list (polled, pages: ListPages<Session>,
 *                                       newest first), voting/submissions roomSessions
 *   ['room', roomId, 'tokens']          voting-api votingKeys.tokens
 *   ['room', roomId, 'badges']          voting-api / results-api badges (static)
 *   ['session', sessionId]              the Session (polled): sessionKeys.detail, votingKeys.session,
 *                                       submissionKeys.session, resultsKeys.session
 *   ['session', sessionId, 'submissions' (, 'mine')]   submissions-api list / mine, votingKeys.submissions
 *   ['session', sessionId, 'votes' | 'vote-allocation']  voting-api myVotes / allocation
 *   ['session', sessionId, 'results']   results-api resultsKeys.results
 *   ['session', sessionId, 'watch' (, 'reactions' | 'presence')]  watch-api: the party (polled), and
 *                                       the reactions and watchers that only live events fill
 *
 * So: anything about a room starts with ['room', roomId], anything about a session with
 * ['session', sessionId], and ['session', sessionId] itself holds the Session. A new query
 * that follows this is kept live with no change here.
 */
export const liveKeys = {
  roomList: ['rooms'] as const,
  room: (roomId: string) => ['room', roomId] as const,
  members: (roomId: string) => ['room', roomId, 'members'] as const,
  leaderboard: (roomId: string) => ['room', roomId, 'leaderboard'] as const,
  sessions: (roomId: string) => ['room', roomId, 'sessions'] as const,
  session: (sessionId: string) => ['session', sessionId] as const,
  watch: (sessionId: string) => ['session', sessionId, 'watch'] as const,
  watchReactions: (sessionId: string) => ['session', sessionId, 'watch', 'reactions'] as const,
  watchPresence: (sessionId: string) => ['session', sessionId, 'watch', 'presence'] as const,
};

const startsWith = (key: QueryKey, prefix: readonly unknown[]) => prefix.every((part, i) => key[i] === part);

/** Queries under ['session', id] other than the Session itself (submissions, votes, results…). */
export function isUnderSession(sessionId: string, key: QueryKey): boolean {
  return key.length > 2 && startsWith(key, liveKeys.session(sessionId));
}

/** The room's per-member data (members, leaderboard, tokens…): ['room', id, x] except the sessions list. */
export function isRoomStanding(roomId: string, key: QueryKey): boolean {
  return key.length > 2 && startsWith(key, liveKeys.room(roomId)) && key[2] !== 'sessions';
}

function isSession(value: unknown): value is Session {
  const s = value as Partial<Session> | null;
  return typeof s === 'object' && s !== null && typeof s.id === 'string' && typeof s.roomId === 'string';
}

/** A paged list as the cache holds it (useInfiniteQuery): the pages loaded so far, in order. */
export type ListPages<T> = InfiniteData<Page<T>, string | null>;

/** Every loaded page's items changed by `change` (given the page's index). */
export function mapPages<T>(
  data: ListPages<T> | undefined,
  change: (items: T[], index: number) => T[],
): ListPages<T> | undefined {
  return data && { ...data, pages: data.pages.map((page, i) => ({ ...page, items: change(page.items, i) })) };
}

/** The sessions of every loaded page of the room's list. */
export function listedSessions(client: QueryClient, roomId: string): Session[] {
  return client.getQueryData<ListPages<Session>>(liveKeys.sessions(roomId))?.pages.flatMap((p) => p.items) ?? [];
}

/** The ids of the room's sessions the cache knows of: from its list and from open session screens. */
export function knownSessionIds(client: QueryClient, roomId: string): Set<string> {
  const ids = new Set<string>();
  for (const s of listedSessions(client, roomId)) ids.add(s.id);
  for (const query of client.getQueryCache().findAll({ queryKey: ['session'] })) {
    const data = query.state.data;
    if (query.queryKey.length === 2 && isSession(data) && data.roomId === roomId) ids.add(data.id);
  }
  return ids;
}

/** Everything cached about a room: ['room', roomId, …] and ['session', id, …] for its sessions. */
export function roomQueryPredicate(client: QueryClient, roomId: string): (query: Query) => boolean {
  const sessions = knownSessionIds(client, roomId);
  return (query) => {
    const [scope, id] = query.queryKey;
    return (scope === 'room' && id === roomId) || (scope === 'session' && sessions.has(id as string));
  };
}
