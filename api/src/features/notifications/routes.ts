import { EmailPreferencesSchema, NotificationListSchema, UpdateEmailPreferencesSchema } from '@clipclub/protocol';
import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../../lib/errors.ts';
import { idParam } from '../../lib/route-params.ts';
import { requireUser } from '../auth/plugin.ts';
import { calendarRoutes } from './calendar-routes.ts';
import { NOTIFICATION_NOT_FOUND } from './service.ts';
import { unsubscribeRoutes } from './unsubscribe-routes.ts';

// A player sees and changes only their own notifications; anyone else's id answers 404.
export async function notificationRoutes(app: FastifyInstance) {
  app.get('/notifications', async (request) => {
    const user = requireUser(request);
    return NotificationListSchema.parse(await app.notifications.list(user.id));
  });

  app.post('/notifications/:id/read', async (request, reply) => {
    const user = requireUser(request);
    await app.notifications.markRead(user.id, idParam(request.params, NOTIFICATION_NOT_FOUND));
    return reply.status(204).send();
  });

  app.get('/notifications/preferences', async (request) => {
    const user = requireUser(request);
    return EmailPreferencesSchema.parse({ preferences: await app.notifications.emailPreferences(user.id) });
  });

  app.put('/notifications/preferences', async (request) => {
    const user = requireUser(request);
    const body = UpdateEmailPreferencesSchema.safeParse(request.body);
    if (!body.success)
      throw new BadRequestError(body.error.issues[0]?.message ?? 'Invalid preferences', body.error.issues);
    await app.notifications.setEmailPreferences(user.id, body.data.preferences);
    return EmailPreferencesSchema.parse({ preferences: await app.notifications.emailPreferences(user.id) });
  });

  await app.register(unsubscribeRoutes);
  await app.register(calendarRoutes);

  app.post('/notifications/read-all', async (request, reply) => {
    const user = requireUser(request);
    await app.notifications.markAllRead(user.id);
    return reply.status(204).send();
  });
}
