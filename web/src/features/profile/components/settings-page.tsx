import '@mantine/core/styles/SegmentedControl.css';
import type { User } from '@clipclub/protocol/http/auth';
import { Card, Container, NativeSelect, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useHydrated } from '../../../lib/use-hydrated.tsx';
import { type Theme, useThemeStore } from '../../../stores/theme-store.ts';
import { browserTimeZone, useDisplayTimeZone } from '../../../stores/time-zone-store.ts';
import { useUpdateProfile } from '../api/profile-api.ts';
import { timeNowIn, timeZoneOptions } from '../lib/time-zones.ts';
import classes from './profile.module.css';
import { YourData } from './your-data.tsx';

const BROWSER = '';

/**
 * /settings: theme, the time zone every deadline is shown in, and reminder emails
 * (passed in by the route: they belong to the notifications feature), and the player's data.
 */
export function SettingsPage({ user, reminders }: { user: User; reminders: ReactNode }) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          Settings
        </Title>
        <SettingsSection title="Theme" id="settings-theme">
          <ThemeChoice />
        </SettingsSection>
        <SettingsSection title="Time zone" id="settings-time-zone">
          <TimeZoneChoice chosen={user.timeZone} />
        </SettingsSection>
        <SettingsSection title="Reminders" id="settings-reminders">
          {reminders}
        </SettingsSection>
        <SettingsSection title="Your data" id="settings-your-data">
          <YourData userId={user.id} />
        </SettingsSection>
      </Stack>
    </Container>
  );
}

function SettingsSection({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function ThemeChoice() {
  const theme = useThemeStore((s) => s.theme);
  const setTheme = useThemeStore((s) => s.setTheme);
  // The stored theme is the browser's: a page drawn on the server shows neither as chosen
  // until the app has it (the page's own colours are right from the first paint). Until then
  // a choice would reach no handler and be undone by hydration, so it cannot be made.
  const hydrated = useHydrated();
  return (
    <SegmentedControl
      aria-label="Theme"
      disabled={!hydrated}
      value={hydrated ? theme : ''}
      onChange={(value) => setTheme(value as Theme)}
      data={[
        { value: 'light', label: 'Light' },
        { value: 'dark', label: 'Dark' },
      ]}
    />
  );
}

function TimeZoneChoice({ chosen }: { chosen: string | null }) {
  const update = useUpdateProfile();
  const shown = useDisplayTimeZone();
  // The device's zone, and the zones it knows, are the browser's: a page drawn on the server
  // offers the choice made alone until the app has it (the select shows the same either way),
  // and takes no choice: before hydration a change reaches no handler, and React puts the
  // drawn value back (a choice made then would silently be lost). Both need Intl's data, which
  // loads in a task of its own after hydration: the list waits for the zone shown, which does.
  const known = shown !== undefined;
  const browser = known ? ` (${browserTimeZone()})` : '';
  const zones = known ? timeZoneOptions(chosen) : chosen ? [chosen] : [];
  const change = (value: string) =>
    update.mutate(
      { timeZone: value === BROWSER ? null : value },
      {
        onSuccess: () => notifySuccess('Saved', 'Deadlines now show in this time zone'),
        onError: (e) => notifyError(e, 'Could not save your time zone'),
      },
    );
  return (
    <Stack gap={6}>
      <NativeSelect
        label="Show deadlines in"
        description="Every deadline on every screen, and the times in reminder emails."
        value={chosen ?? BROWSER}
        disabled={!known || update.isPending}
        onChange={(e) => change(e.currentTarget.value)}
        data={[
          { value: BROWSER, label: `This device's time zone${browser}` },
          ...zones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })),
        ]}
      />
      {/* Its line is kept while the zone is not known yet (a drawn page), so nothing below moves. */}
      <div className={classes.timeNow}>
        {shown && (
          <Text size="sm" c="dimmed" aria-live="polite">
            It is {timeNowIn(shown)} in {shown.replaceAll('_', ' ')}.
          </Text>
        )}
      </div>
    </Stack>
  );
}
