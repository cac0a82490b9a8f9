// What signed-in screens draw beyond the landing's sheet (its comment says why here).
import '../../signed-in-styles.ts';
import { useParams } from 'react-router-dom';
import { useLiveRoom } from '../../features/realtime/hooks/use-live-room.ts';
import { RecapScreen } from '../../features/seasons/components/recap-screen.tsx';
import { BackToRoomLink } from '../../features/sessions/components/session-summary.tsx';
import { RequireAuth } from '../require-auth.tsx';

export default function SeasonRecapRoute() {
  return (
    <RequireAuth>
      <LiveRecap />
    </RequireAuth>
  );
}

function LiveRecap() {
  const { id = '', seasonId = '' } = useParams();
  useLiveRoom(id);
  return <RecapScreen roomId={id} seasonId={seasonId} back={<BackToRoomLink roomId={id} />} />;
}
