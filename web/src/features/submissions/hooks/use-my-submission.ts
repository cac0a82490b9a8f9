import { useQuery } from '@tanstack/react-query';
import { getMySubmission, submissionKeys } from '../api/submissions-api.ts';

export function useMySubmission(sessionId: string) {
  return useQuery({ queryKey: submissionKeys.mine(sessionId), queryFn: () => getMySubmission(sessionId) });
}
