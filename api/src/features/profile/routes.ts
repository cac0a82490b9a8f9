import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/routes.ts';
import type { ProfileService } from './service.ts';

// A player reads and changes only their own profile: no route takes another user's id.
export async function profileRoutes(app: FastifyInstance, { profiles }: { profiles: ProfileService }) {
  route(app, 'getProfile', async ({ user }) => profiles.profile(user.id));
  route(app, 'updateProfile', async ({ user, body }) => profiles.update(user.id, body));
}
