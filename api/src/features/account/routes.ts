import { ACCOUNT_DATA_FILE } from '@clipclub/protocol';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/routes.ts';
import { LOGIN_COOKIE } from '../auth/login-session.ts';
import type { AccountService } from './service.ts';

// The signed-in player's own data only: no route takes another user's id.
export async function accountRoutes(app: FastifyInstance, { account }: { account: AccountService }) {
  route(app, 'downloadAccountData', async ({ user, reply }) => {
    reply
      .header('content-disposition', `attachment; filename="${ACCOUNT_DATA_FILE}"`)
      .header('cache-control', 'no-store');
    return account.download(user.id);
  });
  route(app, 'deleteAccount', async ({ user, reply }) => {
    await account.delete(user.id);
    reply.clearCookie(LOGIN_COOKIE, { path: '/' });
  });
}
