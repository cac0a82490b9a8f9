import * as routes from '@clipclub/protocol/http/routes';
import type { CreateSubmissionBody, UpdateSubmissionBody } from '@clipclub/protocol/http/submissions';
import { api } from '../../../lib/api-client.ts';

export const createSubmission = (sessionId: string, body: CreateSubmissionBody) =>
  api.call(routes.createSubmission, { params: { id: sessionId }, body });

export const updateSubmission = (sessionId: string, submissionId: string, body: UpdateSubmissionBody) =>
  api.call(routes.updateSubmission, { params: { id: sessionId, submissionId }, body });
