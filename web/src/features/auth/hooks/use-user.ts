import { useQuery } from '@tanstack/react-query';
import { userQuery } from '../api/get-user.ts';

export function useUser() {
  const query = useQuery(userQuery());
  const user = query.data ?? null;
  return { user, isLoading: query.isPending, isSignedIn: user !== null };
}
