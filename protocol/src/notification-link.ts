import type { Notification } from './http/notifications.ts';

/**
 * The page a notification leads to, in the bell and in its email alike: the results once they
 * are in (or a comment was left on them), the ballot or the submit page of the phase it is about,
 * else the room. Null when it names neither a session phase nor a room.
 */
export function notificationPath(n: Pick<Notification, 'kind' | 'payload' | 'roomId' | 'sessionId'>): string | null {
  // A season is over: its recap, with the podium (docs/rules.md §12).
  if (n.kind === 'season_finished' && n.roomId && n.payload.seasonId)
    return `/room/${n.roomId}/seasons/${n.payload.seasonId}`;
  if (n.sessionId && (n.kind === 'results_ready' || n.kind === 'video_comment')) return `/results/${n.sessionId}`;
  if (n.sessionId && n.payload.phase === 'voting') return `/vote/${n.sessionId}`;
  if (n.sessionId && (n.kind === 'session_opened' || n.payload.phase === 'submissions'))
    return `/submit/${n.sessionId}`;
  return n.roomId ? `/room/${n.roomId}` : null;
}
