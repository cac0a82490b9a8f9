// What signed-in screens draw beyond the landing's sheet (its comment says why here).
import '../../signed-in-styles.ts';
import { ProfilePage } from '../../features/profile/components/profile-page.tsx';
import { RequireAuth } from '../require-auth.tsx';

export default function ProfileRoute() {
  return (
    <RequireAuth>
      <ProfilePage />
    </RequireAuth>
  );
}
