import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/routes.ts';
import type { WatchService } from './service.ts';
import { watchSockets } from './sockets.ts';

/** The watch party: one state per session in the database, changed by the host. */
export async function watchRoutes(app: FastifyInstance, { watch }: { watch: WatchService }) {
  watchSockets(app, watch);

  // What the web app needs of the server's settings; the player script URL is one so tests
  // can serve a stand-in of YouTube's IFrame API.
  route(app, 'getConfig', async () => ({ youtubeIframeApiUrl: app.config.youtube.iframeApiUrl }));

  route(app, 'getWatch', async ({ user, params }) => watch.get(user.id, params.id));
  route(app, 'sendWatchCommand', async ({ user, params, body }) => watch.command(user.id, params.id, body));
  route(app, 'passWatchHost', async ({ user, params, body }) => watch.passHost(user.id, params.id, body.userId));
  route(app, 'sendWatchReaction', async ({ user, params, body }) => watch.react(user.id, params.id, body.emoji));
}
