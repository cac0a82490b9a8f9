import type { Route } from '../route.ts';
import { SUBMISSION_NOT_FOUND, sessionId } from './params.ts';

// Submissions (api/src/features/submissions).
export const listSubmissions = {
  method: 'GET',
  path: '/api/sessions/:id/submissions',
  polled: 'session',
  ...sessionId,
  response: 'SubmissionListSchema',
} as const satisfies Route;
// `null` when the user has not submitted: "no submission yet" is an answer, not an error.
export const getMySubmission = {
  method: 'GET',
  path: '/api/sessions/:id/submissions/mine',
  polled: 'session',
  ...sessionId,
  response: 'MySubmissionSchema',
} as const satisfies Route;
export const createSubmission = {
  method: 'POST',
  path: '/api/sessions/:id/submissions',
  ...sessionId,
  body: 'CreateSubmissionBodySchema',
  response: 'SubmissionSchema',
  status: 201,
} as const satisfies Route;
export const updateSubmission = {
  method: 'PATCH',
  path: '/api/sessions/:id/submissions/:submissionId',
  params: 'SubmissionParamsSchema',
  notFound: SUBMISSION_NOT_FOUND,
  body: 'UpdateSubmissionBodySchema',
  response: 'SubmissionSchema',
} as const satisfies Route;
