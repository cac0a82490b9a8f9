import type { Profile, UpdateProfileBody } from '@clipclub/protocol/http/profile';
import * as routes from '@clipclub/protocol/http/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/keys.ts';
import { readQuery } from '../../../lib/queries/read-query.ts';
import { reads } from '../../../lib/queries/reads.ts';
import { useTimeZoneStore } from '../../../stores/time-zone-store.ts';

export const patchProfile = (change: UpdateProfileBody) => api.call(routes.updateProfile, { body: change });

export function useProfile() {
  return useQuery(readQuery(reads.profile()));
}

/** Saves a name or time zone; the header, deadlines and the profile follow at once. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: patchProfile,
    onSuccess: (user) => {
      // The header and every name on screen read the current user.
      client.setQueryData(queryKeys.user, user);
      client.setQueryData<Profile>(queryKeys.profile, (old) => old && { ...old, user });
      useTimeZoneStore.getState().setChosen(user.timeZone);
      // My own name inside rooms' members, results… comes back with the server's new answers.
      void client.invalidateQueries({ queryKey: queryKeys.anyRoom });
      void client.invalidateQueries({ queryKey: queryKeys.anySession });
    },
  });
}
