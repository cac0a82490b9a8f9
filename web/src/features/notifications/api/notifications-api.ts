import type { EmailPreferences } from '@clipclub/protocol/http/notifications';
import * as routes from '@clipclub/protocol/http/routes';
import { api } from '../../../lib/api-client.ts';

export const markNotificationRead = (id: string) => api.call(routes.markNotificationRead, { params: { id } });
export const markAllNotificationsRead = () => api.call(routes.markAllNotificationsRead);

export const putEmailPreferences = (preferences: EmailPreferences['preferences']) =>
  api.call(routes.putEmailPreferences, { body: { preferences } });
