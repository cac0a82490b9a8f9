import { MyRoomsPage } from '../../features/rooms/components/my-rooms-page.tsx';
import { RequireAuth } from '../require-auth.tsx';

export default function DashboardRoute() {
  return (
    <RequireAuth>
      <MyRoomsPage />
    </RequireAuth>
  );
}
