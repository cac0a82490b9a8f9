import * as routes from '@clipclub/protocol/http/routes';
import { api } from '../../../lib/api-client.ts';

export const getResults = (id: string) => api.call(routes.getResults, { params: { id } });
