import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/routes.ts';
import type { CalendarService } from './calendar.ts';
import { calendarRoutes } from './calendar-routes.ts';
import type { Notifications } from './service.ts';
import { unsubscribeRoutes } from './unsubscribe-routes.ts';

// A player sees and changes only their own notifications; anyone else's id answers 404.
export async function notificationRoutes(
  app: FastifyInstance,
  { notifications, calendar }: { notifications: Notifications; calendar: CalendarService },
) {
  route(app, 'listNotifications', async ({ user }) => notifications.list(user.id));
  route(app, 'markNotificationRead', async ({ user, params }) => notifications.markRead(user.id, params.id));
  route(app, 'markAllNotificationsRead', async ({ user }) => notifications.markAllRead(user.id));

  route(app, 'getEmailPreferences', async ({ user }) => ({
    preferences: await notifications.emailPreferences(user.id),
  }));
  route(app, 'putEmailPreferences', async ({ user, body }) => {
    await notifications.setEmailPreferences(user.id, body.preferences);
    return { preferences: await notifications.emailPreferences(user.id) };
  });

  await app.register(unsubscribeRoutes, { notifications });
  await app.register(calendarRoutes, { calendar });
}
