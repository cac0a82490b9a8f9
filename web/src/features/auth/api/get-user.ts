import type { User } from '@clipclub/protocol/http/auth';
import { queryOptions } from '@tanstack/react-query';
import { api, getOrNullOn401, type StartedReads } from '../../../lib/api-client.ts';
import { reads } from '../../../lib/queries/reads.ts';
import { useTimeZoneStore } from '../../../stores/time-zone-store.ts';

/** The current user, or null when nobody is signed in (401). */
export async function getUser(started?: StartedReads): Promise<User | null> {
  const user = await getOrNullOn401(() => api.read(reads.user(), started));
  rememberUser(user);
  return user;
}

/** Signed in or out is decided by whether the current-user call returns a user; run once, no retry. */
export const userQuery = (started?: StartedReads) =>
  queryOptions({ queryKey: reads.user().key, queryFn: () => getUser(started), retry: false });

/** The user the app now has, fetched or carried in a page drawn on the server (app/page-state.ts). */
export function rememberUser(user: User | null): void {
  // Deadlines everywhere follow the player's chosen zone; set before any screen reads it.
  useTimeZoneStore.getState().setChosen(user?.timeZone ?? null);
}
