import * as routes from '@clipclub/protocol/http/routes';
import { api } from '../../../lib/api-client.ts';

/** What each My Rooms card says about me; cached under queryKeys.roomStates. */
export const getRoomStates = () => api.call(routes.getRoomStates);
