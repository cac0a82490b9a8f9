import type { EmailPreferences, NotificationList } from '@clipclub/protocol/http/notifications';
import { api, apiRequest } from '../../../lib/api-client.ts';

export const notificationsKey = ['notifications'] as const;

export const getNotifications = () => api.get<NotificationList>('/api/notifications');
export const markNotificationRead = (id: string) => api.post<void>(`/api/notifications/${id}/read`);
export const markAllNotificationsRead = () => api.post<void>('/api/notifications/read-all');

export const preferencesKey = ['notifications', 'preferences'] as const;
export const getEmailPreferences = () => api.get<EmailPreferences>('/api/notifications/preferences');
export const putEmailPreferences = (preferences: EmailPreferences['preferences']) =>
  apiRequest<EmailPreferences>('PUT', '/api/notifications/preferences', { preferences });
