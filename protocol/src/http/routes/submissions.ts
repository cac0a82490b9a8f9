import type { Route } from '../route.ts';

// Submissions (api/src/features/submissions).
export const listSubmissions = {
  method: 'GET',
  path: '/api/sessions/:id/submissions',
  polled: 'session',
} as const satisfies Route;
export const getMySubmission = {
  method: 'GET',
  path: '/api/sessions/:id/submissions/mine',
  polled: 'session',
} as const satisfies Route;
export const createSubmission = { method: 'POST', path: '/api/sessions/:id/submissions' } as const satisfies Route;
export const updateSubmission = {
  method: 'PATCH',
  path: '/api/sessions/:id/submissions/:submissionId',
} as const satisfies Route;
