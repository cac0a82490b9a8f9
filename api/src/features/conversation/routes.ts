import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/routes.ts';
import type { ConversationService } from './service.ts';

/** Video threads once results are in, and the watch party's chat (docs/rules.md, 'The reveal and the conversation'). */
export async function conversationRoutes(
  app: FastifyInstance,
  { conversation }: { conversation: ConversationService },
) {
  route(app, 'listThreads', async ({ user, params }) => conversation.listThreads(user.id, params.id));
  route(app, 'addThreadComment', async ({ user, params, body }) =>
    conversation.addComment(user.id, params.id, body.body),
  );
  route(app, 'editThreadComment', async ({ user, params, body }) =>
    conversation.editComment(user.id, params.id, body.body),
  );
  route(app, 'deleteThreadComment', async ({ user, params }) => conversation.deleteComment(user.id, params.id));
  route(app, 'listWatchChat', async ({ user, params }) => conversation.listChat(user.id, params.id));
  route(app, 'sendWatchChat', async ({ user, params, body }) => conversation.sendChat(user.id, params.id, body.body));
}
