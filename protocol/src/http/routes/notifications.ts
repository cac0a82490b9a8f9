import type { Route } from '../route.ts';
import { roomId } from './params.ts';

// Notifications, email preferences and calendar feeds (api/src/features/notifications).
export const listNotifications = {
  method: 'GET',
  path: '/api/notifications',
  response: 'NotificationListSchema',
} as const satisfies Route;
export const markNotificationRead = {
  method: 'POST',
  path: '/api/notifications/:id/read',
  params: 'IdParamsSchema',
  notFound: 'Notification not found',
  status: 204,
} as const satisfies Route;
export const markAllNotificationsRead = {
  method: 'POST',
  path: '/api/notifications/read-all',
  status: 204,
} as const satisfies Route;
export const getEmailPreferences = {
  method: 'GET',
  path: '/api/notifications/preferences',
  response: 'EmailPreferencesSchema',
} as const satisfies Route;
export const putEmailPreferences = {
  method: 'PUT',
  path: '/api/notifications/preferences',
  body: 'UpdateEmailPreferencesSchema',
  response: 'EmailPreferencesSchema',
} as const satisfies Route;
// The link in a mail: its token is the credential, so a malformed one answers the 404.
const unsubscribeLink = {
  access: 'token',
  query: 'UnsubscribeQuerySchema',
  notFound: 'This unsubscribe link is not valid',
  queryIsCredential: true,
} as const satisfies Partial<Route>;
export const unsubscribePage = {
  method: 'GET',
  path: '/api/notifications/unsubscribe',
  ...unsubscribeLink,
} as const satisfies Route;
export const unsubscribe = {
  method: 'POST',
  path: '/api/notifications/unsubscribe',
  ...unsubscribeLink,
} as const satisfies Route;
/** Revokes every unsubscribe link already mailed to the player (docs/rules.md §7). */
export const resetUnsubscribeLinks = {
  method: 'POST',
  path: '/api/notifications/unsubscribe-links/reset',
  status: 204,
} as const satisfies Route;
export const getCalendarLink = {
  method: 'GET',
  path: '/api/rooms/:id/calendar',
  ...roomId,
  response: 'CalendarLinkSchema',
} as const satisfies Route;
/** A new feed token for the member: the old link stops at once (docs/rules.md §7). */
export const resetCalendarLink = {
  method: 'POST',
  path: '/api/rooms/:id/calendar/reset',
  ...roomId,
  response: 'CalendarLinkSchema',
} as const satisfies Route;
export const calendarFeed = {
  method: 'GET',
  path: '/api/rooms/:id/calendar.ics',
  access: 'token',
  ...roomId,
  query: 'CalendarFeedQuerySchema',
  queryIsCredential: true,
} as const satisfies Route;
