import type { SessionResults } from '@clipclub/protocol/http/results';
import { api } from '../../../lib/api-client.ts';

const sessionPath = (id: string) => `/api/sessions/${encodeURIComponent(id)}`;

export const getResults = (id: string) => api.get<SessionResults>(`${sessionPath(id)}/results`);
