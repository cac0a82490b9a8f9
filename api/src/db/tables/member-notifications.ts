import { sql } from 'kysely';

// What several features read of member_notifications (the view of migration 160).

/**
 * Joins an outbox row (`o`: mail_outbox or push_outbox) to the notice it sends (`n`,
 * member_notifications), for its player: one stored for that player, or its session's results
 * notice, whose id is the session's. None once the player left the room or the notice is gone.
 */
export const OUTBOX_ROW_NOTICE = sql<boolean>`n.id = coalesce(o.notification_id, o.session_id) and n.user_id = o.user_id`;
