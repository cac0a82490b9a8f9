import { useQuery } from '@tanstack/react-query';
import { readQuery } from '../../../lib/queries/read-query.ts';
import { reads } from '../../../lib/queries/reads.ts';

/** The user's own submission, or null (the API answers JSON `null`) when there is none yet. */
export function useMySubmission(sessionId: string) {
  return useQuery(readQuery(reads.mySubmission(sessionId)));
}
