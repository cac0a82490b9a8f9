import { NotificationNewEventSchema } from '@clipclub/protocol';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { userChannel } from '../realtime/channels.ts';
import { createMailOutbox } from './mail-outbox.ts';
import { createMailSender } from './mail-sender.ts';
import { createNotifications, type Notifications } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifications;
  }
}

/**
 * app.notifications.notify(userId, kind, { roomId, sessionId, payload }) is how any feature tells
 * a player something: stored, then pushed as 'notification:new' to that user's sockets (through
 * the Redis adapter, so a tab connected to another process hears it too).
 */
export const notificationsPlugin = fp(
  async (app: FastifyInstance) => {
    const { mail } = app.config;
    const sender = mail
      ? await createMailSender({
          db: app.db,
          smtpUrl: mail.smtpUrl,
          from: mail.from,
          publicUrl: app.config.publicUrl,
          secret: app.config.sessionSecret,
        })
      : undefined;
    if (sender) app.addHook('onClose', async () => sender.close());
    const onError = (err: unknown) => app.log.error({ err }, 'notification not pushed or mailed');
    const outbox = sender
      ? createMailOutbox({
          db: app.db,
          clock: app.clock,
          send: (userId, n, messageId, digest) => sender.send(userId, n, messageId, digest),
          onError: (err) => app.log.warn({ err }, 'mail refused; the outbox tries again later'),
        })
      : undefined;
    const notifications = createNotifications({
      db: app.db,
      clock: app.clock,
      deliver: (userId, notification) => {
        app.io.to(userChannel(userId)).emit('notification:new', NotificationNewEventSchema.parse(notification));
      },
      ...(outbox ? { outbox } : {}),
      onError,
    });
    app.decorate('notifications', notifications);
  },
  { name: 'notifications', dependencies: ['realtime'] },
);
