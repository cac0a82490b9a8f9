import { PageLoader } from '../../components/page-loader.tsx';
import { useUser } from '../../features/auth/hooks/use-user.ts';
import { ReminderPreferences } from '../../features/notifications/components/reminder-preferences.tsx';
import { SettingsPage } from '../../features/profile/components/settings-page.tsx';
import { RequireAuth } from '../require-auth.tsx';

// The page composes two features: the player's own settings and the notifications' reminders.
function SignedInSettings() {
  const { user } = useUser();
  if (!user) return <PageLoader />;
  return <SettingsPage user={user} reminders={<ReminderPreferences />} />;
}

export default function SettingsRoute() {
  return (
    <RequireAuth>
      <SignedInSettings />
    </RequireAuth>
  );
}
