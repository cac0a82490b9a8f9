// What signed-in screens draw beyond the landing's sheet (its comment says why here).
import '../../signed-in-styles.ts';
import { MyRoomsPage } from '../../features/rooms/components/my-rooms-page.tsx';
import { RequireAuth } from '../require-auth.tsx';

export default function DashboardRoute() {
  return (
    <RequireAuth>
      <MyRoomsPage />
    </RequireAuth>
  );
}
