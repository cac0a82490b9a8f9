import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/queries/keys.ts';
import { getUser } from '../api/get-user.ts';

/** Signed in or out is decided by whether the current-user call returns a user; run once, no retry. */
export function useUser() {
  const query = useQuery({ queryKey: queryKeys.user, queryFn: getUser, retry: false });
  const user = query.data ?? null;
  return { user, isLoading: query.isPending, isSignedIn: user !== null };
}
