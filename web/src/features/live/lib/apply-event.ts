import type { Member, Room } from '@clipclub/protocol/http/rooms';
import type { Session } from '@clipclub/protocol/http/sessions';
import type { WatchView } from '@clipclub/protocol/http/watch';
import type { ServerEventName, ServerEventPayload } from '@clipclub/protocol/realtime/events';
import type { QueryClient } from '@tanstack/react-query';
import {
  isRoomStanding,
  isUnderSession,
  knownSessionIds,
  type ListPages,
  liveKeys,
  mapPages,
  roomQueryPredicate,
} from './live-keys.ts';
import { renameUser } from './rename-user.ts';

type Handlers = { [E in ServerEventName]: (client: QueryClient, event: ServerEventPayload<E>) => void };

/**
 * What every server event does to the cache — the one place live events become cache updates.
 * The payload is applied directly where it carries the data (rooms, members, sessions and their
 * counts), so the screen changes with no request; the rest is invalidated, which refetches only
 * what a mounted screen shows and marks the others stale.
 */
export const liveEventHandlers: Handlers = {
  'room:updated': (client, { roomId, room }) => {
    const rename = <T extends Pick<Room, 'id' | 'name' | 'description'>>(r: T): T =>
      r.id === roomId ? { ...r, name: room.name, description: room.description } : r;
    client.setQueryData<Room>(liveKeys.room(roomId), (old) => old && rename(old));
    client.setQueryData<ListPages<Room>>(liveKeys.roomList, (old) => mapPages(old, (rooms) => rooms.map(rename)));
  },

  // The room screen refetches, gets 404 and shows the not-found page; session screens likewise.
  'room:deleted': (client, { roomId }) => {
    void client.invalidateQueries({ predicate: roomQueryPredicate(client, roomId) });
    void client.invalidateQueries({ queryKey: liveKeys.roomList });
  },

  // The removed member's room screen refetches, gets 404 and leaves the room; the others get
  // the new list through 'members:changed'.
  'member:removed': (client, { roomId }) => {
    void client.invalidateQueries({ queryKey: liveKeys.room(roomId) });
    void client.invalidateQueries({ queryKey: liveKeys.roomList });
  },

  'members:changed': (client, { roomId, members }) => {
    client.setQueryData<Member[]>(liveKeys.members(roomId), members);
    client.setQueryData<Room>(liveKeys.room(roomId), (old) => old && { ...old, memberCount: members.length });
    // "N of M": M is the member count, frozen once a session reaches results.
    patchRoomSessions(client, roomId, (s) => (s.status === 'results' ? s : { ...s, memberCount: members.length }));
    void client.invalidateQueries({ queryKey: liveKeys.leaderboard(roomId) });
    void client.invalidateQueries({ queryKey: liveKeys.roomList });
  },

  'session:created': (client, { roomId, session }) => {
    client.setQueryData<ListPages<Session>>(liveKeys.sessions(roomId), (old) => upsert(old, session));
    refreshSessionCount(client, roomId);
  },

  'session:updated': (client, { session }) => putSession(client, session),

  'session:status-changed': (client, { session }) => {
    putSession(client, session);
    // Submissions become anonymous entries for voting, results appear, ballots close.
    void client.invalidateQueries({ predicate: (q) => isUnderSession(session.id, q.queryKey) });
  },

  // A session screen refetches, gets 404 and shows not-found.
  'session:deleted': (client, { roomId, sessionId }) => {
    client.setQueryData<ListPages<Session>>(liveKeys.sessions(roomId), (old) =>
      mapPages(old, (list) => list.filter((s) => s.id !== sessionId)),
    );
    void client.invalidateQueries({ queryKey: liveKeys.session(sessionId) });
    refreshSessionCount(client, roomId);
  },

  'submissions:progress': (client, { roomId, sessionId, memberCount, count, participants }) => {
    patchSession(client, roomId, sessionId, (s) => ({
      ...s,
      memberCount,
      submittedCount: count,
      submitters: participants,
    }));
    // The user's own submission may have come from another tab.
    void client.invalidateQueries({ predicate: (q) => isUnderSession(sessionId, q.queryKey) });
  },

  'votes:progress': (client, { roomId, sessionId, memberCount, count, participants }) => {
    patchSession(client, roomId, sessionId, (s) => ({ ...s, memberCount, votedCount: count, voters: participants }));
    // Only the user's own ballot can have changed ('Already Voted' from another tab).
    void client.invalidateQueries({ queryKey: [...liveKeys.session(sessionId), 'votes'] });
  },

  // Sent right after the status change of the same write, whose refetch is already fresh.
  'results:ready': (client, { sessionId }) => {
    void client.invalidateQueries(
      { predicate: (q) => isUnderSession(sessionId, q.queryKey) },
      { cancelRefetch: false },
    );
  },

  // Points moved: members' totals, the standings, downvote tokens.
  'leaderboard:changed': (client, { roomId }) => {
    void client.invalidateQueries({ predicate: (q) => isRoomStanding(roomId, q.queryKey) });
  },

  // A member's new display name, straight into everything cached about the room: members,
  // leaderboard, sessions' participants, results, the watch party. No request.
  'user:renamed': (client, { roomId, userId, userName }) => {
    const inRoom = roomQueryPredicate(client, roomId);
    for (const query of client.getQueryCache().findAll({ predicate: inRoom })) {
      if (query.state.data === undefined) continue;
      client.setQueryData(query.queryKey, (old: unknown) => renameUser(old, userId, userName));
    }
  },

  // The whole playback state; an older one (events can cross a poll's answer) is ignored.
  'watch:state': (client, { sessionId, state, hostUserId, version, serverNow }) => {
    client.setQueryData<WatchView>(liveKeys.watch(sessionId), (old) =>
      old && version >= old.version ? { ...old, state, hostUserId, version, serverNow } : old,
    );
  },

  // Reactions float for a few seconds: the screen keeps the latest few, stamped on arrival.
  'watch:reaction': (client, { sessionId, id, emoji, user }) => {
    client.setQueryData<WatchReaction[]>(liveKeys.watchReactions(sessionId), (old) => [
      ...(old ?? []).slice(-(MAX_REACTIONS - 1)),
      { id, emoji, ...(user ? { name: user.name } : {}), at: Date.now() },
    ]);
  },

  'watch:presence': (client, { sessionId, watchers }) => {
    client.setQueryData(liveKeys.watchPresence(sessionId), watchers);
  },
};

/** A reaction as the watch screen floats it; `name` only in the results phase. */
export type WatchReaction = { id: string; emoji: string; name?: string; at: number };
const MAX_REACTIONS = 20;

/** Applies one server event; names this client does not know (a newer server) are ignored. */
export function applyLiveEvent(client: QueryClient, name: string, payload: unknown): void {
  if (!Object.hasOwn(liveEventHandlers, name)) return;
  (liveEventHandlers[name as ServerEventName] as (c: QueryClient, e: unknown) => void)(client, payload);
}

/**
 * After a (re)join: refetch what the room's screens show, once, so changes missed while the
 * socket was away (or before it joined) appear. Only data older than the join is refetched;
 * unchanged data comes back as a cheap 304.
 */
export function resyncRoom(client: QueryClient, roomId: string, joinedAt: number): void {
  const inRoom = roomQueryPredicate(client, roomId);
  void client.invalidateQueries({ predicate: (q) => inRoom(q) && q.state.dataUpdatedAt < joinedAt });
}

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

/** A whole new Session from the server: into the list and the session's own entry. */
function putSession(client: QueryClient, session: Session): void {
  client.setQueryData<ListPages<Session>>(liveKeys.sessions(session.roomId), (old) => upsert(old, session));
  client.setQueryData<Session>(liveKeys.session(session.id), (old) => old && session);
}

function patchSession(client: QueryClient, roomId: string, sessionId: string, patch: (s: Session) => Session): void {
  client.setQueryData<ListPages<Session>>(liveKeys.sessions(roomId), (old) =>
    mapPages(old, (list) => list.map((s) => (s.id === sessionId ? patch(s) : s))),
  );
  client.setQueryData<Session>(liveKeys.session(sessionId), (old) => old && patch(old));
}

function patchRoomSessions(client: QueryClient, roomId: string, patch: (s: Session) => Session): void {
  client.setQueryData<ListPages<Session>>(liveKeys.sessions(roomId), (old) => mapPages(old, (list) => list.map(patch)));
  for (const id of knownSessionIds(client, roomId)) {
    client.setQueryData<Session>(liveKeys.session(id), (old) => old && patch(old));
  }
}

/** The room's session count, shown in its header and on My Rooms. */
function refreshSessionCount(client: QueryClient, roomId: string): void {
  void client.invalidateQueries({ queryKey: liveKeys.room(roomId), exact: true });
  void client.invalidateQueries({ queryKey: liveKeys.roomList });
}
