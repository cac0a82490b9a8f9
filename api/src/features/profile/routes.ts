import { ProfileSchema, UpdateProfileBodySchema, UserSchema } from '@clipclub/protocol';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate.ts';
import { requireUser } from '../auth/plugin.ts';
import type { ProfileService } from './service.ts';

// A player reads and changes only their own profile: no route takes another user's id.
export async function profileRoutes(app: FastifyInstance, { profiles }: { profiles: ProfileService }) {
  app.get('/profile', async (request) => {
    const user = requireUser(request);
    return ProfileSchema.parse(await profiles.profile(user.id));
  });

  app.patch('/profile', async (request) => {
    const user = requireUser(request);
    const change = parseInput(UpdateProfileBodySchema, request.body);
    return UserSchema.parse(await profiles.update(user.id, change));
  });
}
