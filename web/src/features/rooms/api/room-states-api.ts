import * as routes from '@clipclub/protocol/http/routes';
import { api } from '../../../lib/api-client.ts';

/**
 * What each My Rooms card says about me (issue 10). The key is a convention other features
 * use to refresh it without importing this one (a nudge arriving, features/nudges).
 */
export const roomStatesKey = ['room-states'] as const;
export const getRoomStates = () => api.call(routes.getRoomStates);
