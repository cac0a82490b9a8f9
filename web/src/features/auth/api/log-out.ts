import * as routes from '@clipclub/protocol/http/routes';
import { api } from '../../../lib/api-client.ts';
import { notifyError } from '../../../lib/notify.ts';

/**
 * docs/rules.md §10: Log out posts (a GET signs nobody out), then the whole page goes home so no
 * signed-in data stays in memory.
 */
export async function logOut(): Promise<void> {
  try {
    await api.call(routes.logout);
    window.location.assign('/');
  } catch (error) {
    notifyError(error, 'Could not log out, please try again');
  }
}
