import type { Member, Room } from '@clipclub/protocol/http/rooms';
import type { Session } from '@clipclub/protocol/http/sessions';
import type { Page } from '@clipclub/protocol/pages';
import type { InfiniteData, Query, QueryClient } from '@tanstack/react-query';
import { isRoomStanding, isUnderSession, queryKeys } from './keys.ts';

/**
 * What a room or session from the server does to the cache, whether it came as a write's answer
 * or as a live event (features/realtime/lib/apply-event.ts). Both go through these functions, and
 * each applies a change once: the admin's own tab gets the answer and then the echoed event,
 * and the second finds the cache already holding it, so nothing is fetched twice.
 */

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
  return client.getQueryData<ListPages<Session>>(queryKeys.sessions(roomId))?.pages.flatMap((p) => p.items) ?? [];
}

function isSession(value: unknown): value is Session {
  const s = value as Partial<Session> | null;
  return typeof s === 'object' && s !== null && typeof s.id === 'string' && typeof s.roomId === 'string';
}

/** The ids of the room's sessions the cache knows of: from its list and from open session screens. */
export function knownSessionIds(client: QueryClient, roomId: string): Set<string> {
  const ids = new Set<string>();
  for (const s of listedSessions(client, roomId)) ids.add(s.id);
  for (const query of client.getQueryCache().findAll({ queryKey: queryKeys.anySession })) {
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

// —— rooms

/** A room's new name, description or rules, into its own entry and My Rooms. */
export function patchRoom(client: QueryClient, roomId: string, room: Partial<Room>): void {
  const patch = <T extends Pick<Room, 'id'>>(r: T): T => (r.id === roomId ? { ...r, ...room } : r);
  client.setQueryData<Room>(queryKeys.room(roomId), (old) => old && patch(old));
  client.setQueryData<ListPages<Room>>(queryKeys.roomList, (old) => mapPages(old, (rooms) => rooms.map(patch)));
}

/** The room's whole member list: the list, its member count and open sessions' "N of M". */
export function putMembers(client: QueryClient, roomId: string, members: Member[]): void {
  client.setQueryData<Member[]>(queryKeys.members(roomId), members);
  client.setQueryData<Room>(queryKeys.room(roomId), (old) => old && { ...old, memberCount: members.length });
  // M is the member count, frozen once a session reaches results.
  patchRoomSessions(client, roomId, (s) => (s.status === 'results' ? s : { ...s, memberCount: members.length }));
}

/**
 * Points moved (results in, or a session with results deleted): members' totals, the standings,
 * downvote tokens. A refetch already on its way is kept, so the write's answer and its event ask once.
 */
export function refreshStandings(client: QueryClient, roomId: string): void {
  void client.invalidateQueries({ predicate: (q) => isRoomStanding(roomId, q.queryKey) }, { cancelRefetch: false });
}

/** The room's session count, shown in its header and on My Rooms. */
function refreshSessionCount(client: QueryClient, roomId: string): void {
  void client.invalidateQueries({ queryKey: queryKeys.room(roomId), exact: true }, { cancelRefetch: false });
  void client.invalidateQueries({ queryKey: queryKeys.roomList }, { cancelRefetch: false });
}

// —— sessions

/**
 * A session into the paged list (newest first): in place where it is listed, else into the
 * loaded page whose range holds its number. One older than every loaded page stays out: it
 * belongs to a page not fetched yet.
 */
export function upsert(data: ListPages<Session> | undefined, session: Session): ListPages<Session> | undefined {
  if (!data) return data;
  if (data.pages.some((p) => p.items.some((s) => s.id === session.id))) {
    return mapPages(data, (list) => list.map((s) => (s.id === session.id ? session : s)));
  }
  const last = data.pages.length - 1;
  const home = data.pages.findIndex(
    (p, i) => (i === last && p.nextCursor === null) || p.items.some((s) => s.sessionNumber <= session.sessionNumber),
  );
  if (home === -1) return data;
  return mapPages(data, (list, i) =>
    i === home ? [...list, session].sort((a, b) => b.sessionNumber - a.sessionNumber) : list,
  );
}

const isListed = (client: QueryClient, roomId: string, sessionId: string) =>
  listedSessions(client, roomId).some((s) => s.id === sessionId);

/** A whole Session from the server: into the list and the session's own entry. */
export function putSession(client: QueryClient, session: Session): void {
  client.setQueryData<ListPages<Session>>(queryKeys.sessions(session.roomId), (old) => upsert(old, session));
  client.setQueryData<Session>(queryKeys.session(session.id), (old) => old && session);
}

/** A new session: into the list; the room's count is refreshed unless the list already had it. */
export function addSession(client: QueryClient, session: Session): void {
  const known = isListed(client, session.roomId, session.id);
  putSession(client, session);
  if (!known) refreshSessionCount(client, session.roomId);
}

/**
 * A session whose phase moved: put, and what hangs off the phase (submissions become anonymous
 * entries, ballots close, results appear) refetched, unless the cache already had this phase.
 */
export function putSessionStatus(client: QueryClient, session: Session): void {
  const before =
    client.getQueryData<Session>(queryKeys.session(session.id))?.status ??
    listedSessions(client, session.roomId).find((s) => s.id === session.id)?.status;
  putSession(client, session);
  if (before !== session.status) {
    void client.invalidateQueries({ predicate: (q) => isUnderSession(session.id, q.queryKey) });
  }
}

/** A deleted session: out of the list, its screen refetched (→ not-found), the room's count refreshed. */
export function removeSession(client: QueryClient, roomId: string, sessionId: string): void {
  const known = isListed(client, roomId, sessionId);
  client.setQueryData<ListPages<Session>>(queryKeys.sessions(roomId), (old) =>
    mapPages(old, (list) => list.filter((s) => s.id !== sessionId)),
  );
  void client.invalidateQueries({ queryKey: queryKeys.session(sessionId) });
  if (known || !client.getQueryData(queryKeys.sessions(roomId))) refreshSessionCount(client, roomId);
}

export function patchSession(
  client: QueryClient,
  roomId: string,
  sessionId: string,
  patch: (s: Session) => Session,
): void {
  client.setQueryData<ListPages<Session>>(queryKeys.sessions(roomId), (old) =>
    mapPages(old, (list) => list.map((s) => (s.id === sessionId ? patch(s) : s))),
  );
  client.setQueryData<Session>(queryKeys.session(sessionId), (old) => old && patch(old));
}

function patchRoomSessions(client: QueryClient, roomId: string, patch: (s: Session) => Session): void {
  client.setQueryData<ListPages<Session>>(queryKeys.sessions(roomId), (old) =>
    mapPages(old, (list) => list.map(patch)),
  );
  for (const id of knownSessionIds(client, roomId)) {
    client.setQueryData<Session>(queryKeys.session(id), (old) => old && patch(old));
  }
}
