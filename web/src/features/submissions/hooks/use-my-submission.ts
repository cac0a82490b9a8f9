import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/queries/keys.ts';
import { getMySubmission } from '../api/submissions-api.ts';

export function useMySubmission(sessionId: string) {
  return useQuery({ queryKey: queryKeys.mySubmission(sessionId), queryFn: () => getMySubmission(sessionId) });
}
