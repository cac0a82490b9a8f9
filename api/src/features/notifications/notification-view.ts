import { type Notification, NotificationSchema } from '@clipclub/protocol';
import type { NotificationRow } from './queries.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A stored notification as the bell, the socket event and the mail read it. */
export function toView(row: NotificationRow): Notification {
  return NotificationSchema.parse({
    id: row.id,
    kind: row.kind,
    roomId: row.room_id,
    sessionId: row.session_id,
    payload: row.payload,
    createdAt: iso(row.created_at),
    readAt: iso(row.read_at),
  });
}

/** The page a notification opens, a path on this site (the mail makes it absolute). */
export function notificationPath(n: Pick<Notification, 'kind' | 'payload' | 'roomId' | 'sessionId'>): string {
  if (n.sessionId && (n.kind === 'results_ready' || n.kind === 'video_comment')) return `/results/${n.sessionId}`;
  if (n.sessionId && n.payload.phase === 'voting') return `/vote/${n.sessionId}`;
  if (n.sessionId) return `/submit/${n.sessionId}`;
  return n.roomId ? `/room/${n.roomId}` : '/dashboard';
}
