import {
  PublicConfigSchema,
  WatchCommandSchema,
  WatchHostInputSchema,
  WatchReactionInputSchema,
  WatchViewSchema,
} from '@clipclub/protocol';
import type { FastifyInstance } from 'fastify';
import { idParam } from '../../lib/route-params.ts';
import { parseInput } from '../../lib/validate.ts';
import { requireUser } from '../auth/plugin.ts';
import type { WatchService } from './service.ts';
import { watchSockets } from './sockets.ts';

/** The watch party (issue 11): one state per session in the database, changed by the host. */
export async function watchRoutes(app: FastifyInstance, { watch }: { watch: WatchService }) {
  watchSockets(app, watch);

  // What the web app needs of the server's settings; the player script URL is one so tests
  // can serve a stand-in of YouTube's IFrame API.
  app.get('/config', async () => PublicConfigSchema.parse({ youtubeIframeApiUrl: app.config.youtube.iframeApiUrl }));

  app.get('/sessions/:id/watch', async (request) => {
    const user = requireUser(request);
    return WatchViewSchema.parse(await watch.get(user.id, idParam(request.params, 'Session not found')));
  });

  app.post('/sessions/:id/watch', async (request) => {
    const user = requireUser(request);
    const id = idParam(request.params, 'Session not found');
    const command = parseInput(WatchCommandSchema, request.body);
    return WatchViewSchema.parse(await watch.command(user.id, id, command));
  });

  app.post('/sessions/:id/watch/host', async (request) => {
    const user = requireUser(request);
    const id = idParam(request.params, 'Session not found');
    const { userId } = parseInput(WatchHostInputSchema, request.body);
    return WatchViewSchema.parse(await watch.passHost(user.id, id, userId));
  });

  app.post('/sessions/:id/watch/reactions', async (request, reply) => {
    const user = requireUser(request);
    const id = idParam(request.params, 'Session not found');
    const { emoji } = parseInput(WatchReactionInputSchema, request.body);
    await watch.react(user.id, id, emoji);
    return reply.code(204).send();
  });
}
