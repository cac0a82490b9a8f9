import type { Route } from '../route.ts';

// Notifications, email preferences and calendar feeds (api/src/features/notifications).
export const listNotifications = { method: 'GET', path: '/api/notifications' } as const satisfies Route;
export const markNotificationRead = { method: 'POST', path: '/api/notifications/:id/read' } as const satisfies Route;
export const markAllNotificationsRead = {
  method: 'POST',
  path: '/api/notifications/read-all',
} as const satisfies Route;
export const getEmailPreferences = { method: 'GET', path: '/api/notifications/preferences' } as const satisfies Route;
export const putEmailPreferences = { method: 'PUT', path: '/api/notifications/preferences' } as const satisfies Route;
export const unsubscribePage = {
  method: 'GET',
  path: '/api/notifications/unsubscribe',
  access: 'token',
} as const satisfies Route;
export const unsubscribe = {
  method: 'POST',
  path: '/api/notifications/unsubscribe',
  access: 'token',
} as const satisfies Route;
/** Revokes every unsubscribe link already mailed to the player (decisions.md §13). */
export const resetUnsubscribeLinks = {
  method: 'POST',
  path: '/api/notifications/unsubscribe-links/reset',
} as const satisfies Route;
export const getCalendarLink = { method: 'GET', path: '/api/rooms/:id/calendar' } as const satisfies Route;
/** A new feed token for the member: the old link stops at once (decisions.md §13). */
export const resetCalendarLink = {
  method: 'POST',
  path: '/api/rooms/:id/calendar/reset',
} as const satisfies Route;
export const calendarFeed = {
  method: 'GET',
  path: '/api/rooms/:id/calendar.ics',
  access: 'token',
} as const satisfies Route;
