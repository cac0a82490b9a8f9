import * as routes from '@clipclub/protocol/http/routes';
import { api } from '../../../lib/api-client.ts';

export const markRevealSeen = (id: string) => api.call(routes.markRevealSeen, { params: { id } });
export const addComment = (submissionId: string, body: string) =>
  api.call(routes.addThreadComment, { params: { id: submissionId }, body: { body } });
export const editComment = (id: string, body: string) =>
  api.call(routes.editThreadComment, { params: { id }, body: { body } });
export const deleteComment = (id: string) => api.call(routes.deleteThreadComment, { params: { id } });
