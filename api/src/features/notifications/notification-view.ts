import { type Notification, NotificationSchema } from '@clipclub/protocol';
import type { NotificationRow } from './queries.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A player's notice as the bell, the socket event and the mail read it (whoever it is for). */
export function toView(row: Omit<NotificationRow, 'user_id'>): Notification {
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
