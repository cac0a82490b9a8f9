// What signed-in screens draw beyond the landing's sheet (its comment says why here).
import '../../signed-in-styles.ts';
import type { RoomState } from '@clipclub/protocol/http/room-states';
import type { Room } from '@clipclub/protocol/http/rooms';
import { YouTubeUrlSchema } from '@clipclub/protocol/youtube';
import { useSearchParams } from 'react-router-dom';
import { allQueries, QueryStates } from '../../components/query-states.tsx';
import { ShareScreen, type ShareTarget } from '../../features/phone/components/share-screen.tsx';
import { sharedLinkFromSearch } from '../../features/phone/lib/shared-link.ts';
import { useRoomStates, useRooms } from '../../features/rooms/hooks/use-room-queries.ts';
import { RequireAuth } from '../require-auth.tsx';

// The manifest's share target (docs/rules.md §10, "On a phone"): signed out, the sign-in prompt
// returns here with the same ?url=&text=&title=.
export default function ShareRoute() {
  return (
    <RequireAuth>
      <ShareTargets />
    </RequireAuth>
  );
}

function ShareTargets() {
  const [search] = useSearchParams();
  const link = sharedLinkFromSearch(search);
  const checked = YouTubeUrlSchema.safeParse(link);
  const rooms = useRooms();
  const states = useRoomStates();
  return (
    <QueryStates
      query={allQueries({ rooms, states })}
      loading="Loading your rooms..."
      failed="Your rooms could not be loaded."
      size="sm"
    >
      {() => (
        <ShareScreen
          link={link}
          linkError={checked.success ? null : (checked.error.issues[0]?.message ?? 'Must be a valid URL')}
          targets={shareTargets(rooms.rooms, states.data?.rooms ?? [])}
        />
      )}
    </QueryStates>
  );
}

/** The rooms whose session takes submissions now, named. */
function shareTargets(rooms: readonly Room[], states: readonly RoomState[]): ShareTarget[] {
  const names = new Map(rooms.map((room) => [room.id, room.name]));
  return states.flatMap(({ roomId, session }) =>
    session?.status === 'submissions'
      ? [
          {
            roomId,
            roomName: names.get(roomId) ?? `Session ${session.sessionNumber}`,
            sessionId: session.id,
            sessionNumber: session.sessionNumber,
            theme: session.theme,
            submitted: session.submitted,
          },
        ]
      : [],
  );
}
