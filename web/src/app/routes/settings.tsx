// What signed-in screens draw beyond the landing's sheet (its comment says why here).
import '../../signed-in-styles.ts';
import { Stack } from '@mantine/core';
import { PageLoader } from '../../components/page-loader.tsx';
import { useUser } from '../../features/auth/hooks/use-user.ts';
import { ReminderPreferences } from '../../features/notifications/components/reminder-preferences.tsx';
import { PushToggle } from '../../features/phone/components/push-toggle.tsx';
import { SettingsPage } from '../../features/profile/components/settings-page.tsx';
import { RequireAuth } from '../require-auth.tsx';

// The page composes three features: the player's own settings, the notifications' reminders and
// this device's push (features/phone).
function SignedInSettings() {
  const { user } = useUser();
  if (!user) return <PageLoader />;
  return (
    <SettingsPage
      user={user}
      reminders={
        <Stack gap="lg">
          <ReminderPreferences />
          <PushToggle />
        </Stack>
      }
    />
  );
}

export default function SettingsRoute() {
  return (
    <RequireAuth>
      <SignedInSettings />
    </RequireAuth>
  );
}
