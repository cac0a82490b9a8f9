import type { User } from '@clipclub/protocol/http/auth';
import * as routes from '@clipclub/protocol/http/routes';
import { api, getOrNullOn401 } from '../../../lib/api-client.ts';
import { useTimeZoneStore } from '../../../stores/time-zone-store.ts';

/** The current user, or null when nobody is signed in (401). */
export async function getUser(): Promise<User | null> {
  const user = await getOrNullOn401(() => api.call(routes.getCurrentUser));
  rememberUser(user);
  return user;
}

/** The user the app now has, fetched or carried in a page drawn on the server (app/page-state.ts). */
export function rememberUser(user: User | null): void {
  // Deadlines everywhere follow the player's chosen zone (issue 13); set before any screen reads it.
  useTimeZoneStore.getState().setChosen(user?.timeZone ?? null);
}
