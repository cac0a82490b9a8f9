import type { Profile, UpdateProfileBody } from '@clipclub/protocol/http/profile';
import * as routes from '@clipclub/protocol/http/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useTimeZoneStore } from '../../../stores/time-zone-store.ts';

export const profileKey = ['profile'] as const;
// The auth feature's current-user key (features/auth/api/get-user.ts), repeated because a
// feature never imports another: the header and every name on screen read it.
const currentUserKey = ['auth', 'user'] as const;

export const getProfile = () => api.call(routes.getProfile);
export const patchProfile = (change: UpdateProfileBody) => api.call(routes.updateProfile, { body: change });

export function useProfile() {
  return useQuery({ queryKey: profileKey, queryFn: getProfile });
}

/** Saves a name or time zone; the header, deadlines and the profile follow at once. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: patchProfile,
    onSuccess: (user) => {
      client.setQueryData(currentUserKey, user);
      client.setQueryData<Profile>(profileKey, (old) => old && { ...old, user });
      useTimeZoneStore.getState().setChosen(user.timeZone);
      // My own name inside rooms' members, results… comes back with the server's new answers.
      void client.invalidateQueries({ queryKey: ['room'] });
      void client.invalidateQueries({ queryKey: ['session'] });
    },
  });
}
