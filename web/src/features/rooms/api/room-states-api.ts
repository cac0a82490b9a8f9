import type { RoomStates } from '@clipclub/protocol/http/room-states';
import { api } from '../../../lib/api-client.ts';

/** What each My Rooms card says about me (issue 10); cached under queryKeys.roomStates. */
export const getRoomStates = () => api.get<RoomStates>('/api/room-states');
