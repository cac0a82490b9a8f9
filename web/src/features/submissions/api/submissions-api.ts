import type { CreateSubmissionBody, Submission, UpdateSubmissionBody } from '@clipclub/protocol/http/submissions';
import { api } from '../../../lib/api-client.ts';

const submissionsPath = (sessionId: string) => `/api/sessions/${encodeURIComponent(sessionId)}/submissions`;

/** The user's own submission, or null (the API answers JSON `null`) when there is none yet. */
export const getMySubmission = async (sessionId: string) =>
  (await api.get<Submission | null>(`${submissionsPath(sessionId)}/mine`)) ?? null;

export const createSubmission = (sessionId: string, body: CreateSubmissionBody) =>
  api.post<Submission>(submissionsPath(sessionId), body);

export const updateSubmission = (sessionId: string, submissionId: string, body: UpdateSubmissionBody) =>
  api.patch<Submission>(`${submissionsPath(sessionId)}/${encodeURIComponent(submissionId)}`, body);
