import type { EmailPreferences } from '@clipclub/protocol/http/notifications';
import * as routes from '@clipclub/protocol/http/routes';
import { api } from '../../../lib/api-client.ts';

export const markNotificationRead = (id: string) => api.call(routes.markNotificationRead, { params: { id } });
export const markAllNotificationsRead = () => api.call(routes.markAllNotificationsRead);

export const putEmailPreferences = (preferences: EmailPreferences['preferences']) =>
  api.call(routes.putEmailPreferences, { body: { preferences } });

/** A new calendar feed URL for the member; the old one stops working at once. */
export const resetCalendarLink = (roomId: string) => api.call(routes.resetCalendarLink, { params: { id: roomId } });

/** Every unsubscribe link in mails already sent stops working (for a mail that was forwarded). */
export const resetUnsubscribeLinks = () => api.call(routes.resetUnsubscribeLinks);
