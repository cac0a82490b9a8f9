import * as routes from '@clipclub/protocol/http/routes';
import { api } from '../../../lib/api-client.ts';
import { notifyError } from '../../../lib/notify.ts';
import { forgetThisDevice } from '../../phone/lib/forget-device.ts';

/**
 * docs/rules.md §10: Log out posts (a GET signs nobody out), then the whole page goes home so no
 * signed-in data stays in memory. This device's push goes first: a shared phone must not keep
 * getting the last player's notices (the server also deletes what this sign-in turned on).
 */
export async function logOut(): Promise<void> {
  try {
    await forgetThisDevice();
    await api.call(routes.logout);
    window.location.assign('/');
  } catch (error) {
    notifyError(error, 'Could not log out, please try again');
  }
}
