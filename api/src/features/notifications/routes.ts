import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/routes.ts';
import { calendarRoutes } from './calendar-routes.ts';
import { unsubscribeRoutes } from './unsubscribe-routes.ts';

// A player sees and changes only their own notifications; anyone else's id answers 404.
export async function notificationRoutes(app: FastifyInstance) {
  route(app, 'listNotifications', async ({ user }) => app.notifications.list(user.id));
  route(app, 'markNotificationRead', async ({ user, params }) => app.notifications.markRead(user.id, params.id));
  route(app, 'markAllNotificationsRead', async ({ user }) => app.notifications.markAllRead(user.id));

  route(app, 'getEmailPreferences', async ({ user }) => ({
    preferences: await app.notifications.emailPreferences(user.id),
  }));
  route(app, 'putEmailPreferences', async ({ user, body }) => {
    await app.notifications.setEmailPreferences(user.id, body.preferences);
    return { preferences: await app.notifications.emailPreferences(user.id) };
  });

  // For a reminder mail that was forwarded: its one-click link would otherwise work for anyone.
  route(app, 'resetUnsubscribeLinks', async ({ user }) => app.notifications.resetUnsubscribeLinks(user.id));

  await app.register(unsubscribeRoutes);
  await app.register(calendarRoutes);
}
