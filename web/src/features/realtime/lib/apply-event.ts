import { LIMITS } from '@clipclub/protocol/constants';
import type { SessionThreads, WatchChatMessage } from '@clipclub/protocol/http/conversation';
import type { WatchView } from '@clipclub/protocol/http/watch';
import type { ServerEventName, ServerEventPayload } from '@clipclub/protocol/realtime/events';
import type { Query, QueryClient } from '@tanstack/react-query';
import { readUnderTag } from '../../../lib/queries/answer-tags.ts';
import {
  addSession,
  patchRoom,
  patchSession,
  putMembers,
  putSession,
  putSessionStatus,
  refreshStandings,
  removeSession,
  roomQueryPredicate,
} from '../../../lib/queries/cache-updates.ts';
import { isUnderSession, queryKeys, type WatchReaction } from '../../../lib/queries/keys.ts';
import { liveEventsOf } from './live-events.ts';
import { renameUser } from './rename-user.ts';

type Handlers = { [E in ServerEventName]: (client: QueryClient, event: ServerEventPayload<E>) => void };

/**
 * What every server event does to the cache — the one place live events become cache updates.
 * The payload is applied directly where it carries the data (rooms, members, sessions and their
 * counts), so the screen changes with no request; the rest is invalidated, which refetches only
 * what a mounted screen shows and marks the others stale. Rooms and sessions go through
 * lib/queries/cache-updates.ts, as the writes' answers do, so an echo of one's own write is a no-op.
 */
export const liveEventHandlers: Handlers = {
  // A rename or a settings change: the room's screens show the new rules at once;
  // a change of starting tokens moved every member's count, so token counts are refetched.
  'room:updated': (client, { roomId, room }) => {
    patchRoom(client, roomId, room);
    void client.invalidateQueries({ queryKey: queryKeys.tokens(roomId) });
  },

  // The room screen refetches, gets 404 and shows the not-found page; session screens likewise.
  'room:deleted': (client, { roomId }) => {
    void client.invalidateQueries({ predicate: roomQueryPredicate(client, roomId) });
    void client.invalidateQueries({ queryKey: queryKeys.roomList });
  },

  // The removed member's room screen refetches, gets 404 and leaves the room; the others get
  // the new list through 'members:changed'.
  'member:removed': (client, { roomId }) => {
    void client.invalidateQueries({ queryKey: queryKeys.room(roomId) });
    void client.invalidateQueries({ queryKey: queryKeys.roomList });
  },

  'members:changed': (client, { roomId, members }) => {
    putMembers(client, roomId, members);
    void client.invalidateQueries({ queryKey: queryKeys.leaderboard(roomId) });
    void client.invalidateQueries({ queryKey: queryKeys.roomList });
  },

  // A theme hidden from members (theme visibility) reads null in the event: an admin, who may
  // see it, reads the list again instead of caching the hidden copy.
  'session:created': (client, { session }) =>
    session.hidden ? refreshSessions(client, session.roomId) : addSession(client, session),

  'session:updated': (client, { session }) =>
    session.hidden ? refreshSessions(client, session.roomId) : putSession(client, session),

  // Submissions become anonymous entries for voting, results appear, ballots close.
  'session:status-changed': (client, { session }) => putSessionStatus(client, session),

  // A session screen refetches, gets 404 and shows not-found.
  'session:deleted': (client, { roomId, sessionId }) => removeSession(client, roomId, sessionId),

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
    void client.invalidateQueries({ queryKey: queryKeys.myVotes(sessionId) });
  },

  // Sent right after the status change of the same write, whose refetch is already fresh.
  'results:ready': (client, { sessionId }) => {
    void client.invalidateQueries(
      { predicate: (q) => isUnderSession(sessionId, q.queryKey) },
      { cancelRefetch: false },
    );
  },

  // Every member's results notice rides in the move's batch (one message per socket). The bell
  // takes this player's straight off the socket (notifications' use-notifications.ts), since a
  // tab that is leaving the room still gets the batch but no longer applies the room's events.
  'notices:results': () => {},

  // Points moved: members' totals, the standings, downvote tokens.
  'leaderboard:changed': (client, { roomId }) => refreshStandings(client, roomId),

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
    client.setQueryData<WatchView>(queryKeys.watch(sessionId), (old) =>
      old && version >= old.version ? { ...old, state, hostUserId, version, serverNow } : old,
    );
  },

  // Reactions float for a few seconds: the screen keeps the latest few, stamped on arrival.
  'watch:reaction': (client, { sessionId, id, emoji, user }) => {
    client.setQueryData<WatchReaction[]>(queryKeys.watchReactions(sessionId), (old) => [
      ...(old ?? []).slice(-(MAX_REACTIONS - 1)),
      { id, emoji, ...(user ? { name: user.name } : {}), at: Date.now() },
    ]);
  },

  'watch:presence': (client, { sessionId, watchers }) => {
    client.setQueryData(queryKeys.watchPresence(sessionId), watchers);
  },

  // Seasons: the seasons list, standings and recap live under ['room', id, …] (refreshStandings).
  'season:updated': (client, { roomId }) => refreshStandings(client, roomId),
  'season:finished': (client, { roomId }) => {
    refreshStandings(client, roomId);
    refreshSessions(client, roomId);
  },
  'standings:updated': (client, { roomId }) => refreshStandings(client, roomId),

  // A comment added, edited or removed: put in its thread in place (or at the end), no request.
  'thread:comment': (client, { roomId: _roomId, sessionId, ...comment }) => {
    client.setQueryData<SessionThreads>(queryKeys.threads(sessionId), (old) =>
      old?.map((t) => (t.submissionId === comment.submissionId ? { ...t, comments: upsert(t.comments, comment) } : t)),
    );
  },

  // The chat keeps what the server keeps: the latest messages, oldest first.
  'watch:chat': (client, { roomId: _roomId, sessionId, ...message }) => {
    client.setQueryData<WatchChatMessage[]>(queryKeys.watchChat(sessionId), (old) =>
      old ? upsert(old, message).slice(-LIMITS.watchChatHistory) : old,
    );
  },
};

function refreshSessions(client: QueryClient, roomId: string): void {
  void client.invalidateQueries({ queryKey: queryKeys.sessions(roomId) }, { cancelRefetch: false });
}

function upsert<T extends { id: string }>(list: readonly T[], item: T): T[] {
  return list.some((x) => x.id === item.id) ? list.map((x) => (x.id === item.id ? item : x)) : [...list, item];
}

const MAX_REACTIONS = 20;

/**
 * Applies one server message, a batch event by event; names this client does not know (a newer
 * server) are ignored.
 */
export function applyLiveEvent(client: QueryClient, name: string, payload: unknown): void {
  for (const event of liveEventsOf(name, payload)) {
    if (!Object.hasOwn(liveEventHandlers, event.name)) continue;
    (liveEventHandlers[event.name as ServerEventName] as (c: QueryClient, e: unknown) => void)(client, event.payload);
  }
  const roomId = (payload as { roomId?: unknown } | null)?.roomId;
  if (typeof roomId === 'string' && !name.startsWith('watch:')) rereadInFlight(client, roomId);
}

/**
 * A read of the room still on its way when an event arrives may have been answered before the
 * event's write: landing after the event, it would put the old data back over what the event
 * just changed (a member count patched to 3 read back as 2), and no later event corrects it.
 * Such reads are asked again (the old one cancelled), so the screen ends on data read after
 * the write. The watch party's frequent events change no room read, so they are left out.
 */
function rereadInFlight(client: QueryClient, roomId: string): void {
  const inRoom = roomQueryPredicate(client, roomId);
  const onTheirWay = new Set(
    client
      .getQueryCache()
      .findAll({ predicate: (q) => inRoom(q) && q.state.fetchStatus === 'fetching' })
      .map((q) => q.queryHash),
  );
  if (onTheirWay.size === 0) return;
  // Cancelled first: an invalidation alone joins a first read already on its way, old answer and all.
  const these = { predicate: (q: Query) => onTheirWay.has(q.queryHash) };
  void client.cancelQueries(these).then(() => client.invalidateQueries(these));
}

/**
 * After a (re)join: refetch what the room's screens show, once, so changes missed while the
 * socket was away (or before it joined) appear. Only data older than the join is refetched, and
 * not data read under the tag the join answered (`tag`: nothing changed since it was read, e.g.
 * a page drawn on the server just before); unchanged data comes back as a cheap 304.
 */
export function resyncRoom(client: QueryClient, roomId: string, joinedAt: number, tag: string | null): void {
  const inRoom = roomQueryPredicate(client, roomId);
  void client.invalidateQueries({
    predicate: (q) => inRoom(q) && q.state.dataUpdatedAt < joinedAt && !readUnderTag(q, tag),
  });
}
