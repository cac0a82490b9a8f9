import * as routes from '@clipclub/protocol/http/routes';
import { api } from '../../../lib/api-client.ts';
import { browserStorage, clearDraftsOf } from '../../../lib/drafts.ts';

/** The download is a plain link: the browser saves the file the server names. */
export const ACCOUNT_DATA_URL = routes.downloadAccountData.path;

/**
 * Deletes the account, then forgets this browser's drafts of it and reloads home, so nothing of
 * the player stays in memory (as logging out does).
 */
export async function deleteAccount(userId: string): Promise<void> {
  await api.call(routes.deleteAccount);
  clearDraftsOf(browserStorage(), userId);
  window.location.assign('/');
}
