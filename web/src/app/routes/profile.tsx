import { ProfilePage } from '../../features/profile/components/profile-page.tsx';
import { RequireAuth } from '../require-auth.tsx';

export default function ProfileRoute() {
  return (
    <RequireAuth>
      <ProfilePage />
    </RequireAuth>
  );
}
