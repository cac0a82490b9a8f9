import type { User } from '@clipclub/protocol/http/auth';
import { getOrNullOn401 } from '../../../lib/api-client.ts';

export const userQueryKey = ['auth', 'user'] as const;

/** The current user, or null when nobody is signed in (401). */
export function getUser(): Promise<User | null> {
  return getOrNullOn401<User>('/api/auth/user');
}
