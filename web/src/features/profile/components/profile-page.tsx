import { displayName } from '@clipclub/protocol/http/auth';
import type { Profile } from '@clipclub/protocol/http/profile';
import { Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { PersonAvatar } from '../../../components/person-avatar.tsx';
import { QueryStates } from '../../../components/query-states.tsx';
import { useProfile } from '../api/profile-api.ts';
import { DisplayNameForm } from './display-name-form.tsx';
import { PlayerRecordView } from './player-record.tsx';
import classes from './profile.module.css';

/** /profile: who I am to the rooms (name, avatar) and my record across them. */
export function ProfilePage() {
  const profile = useProfile();
  return (
    <QueryStates
      query={profile}
      failed={
        <Container size="md" py="xl">
          <Text role="alert">Could not load your profile. Check your connection and try again.</Text>
        </Container>
      }
    >
      {(data) => <ProfileView {...data} />}
    </QueryStates>
  );
}

function ProfileView({ user, providerName, record }: Profile) {
  const name = displayName(user);
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          Profile
        </Title>
        <Card withBorder radius="lg" padding="lg">
          <Group gap="md" wrap="nowrap" mb="md">
            <PersonAvatar name={name} image={user.profileImageUrl} size={64} />
            <div className={classes.identity}>
              <Text fw={700} fz="xl" truncate>
                {name}
              </Text>
              {user.email && (
                <Text size="sm" c="dimmed" truncate>
                  {user.email}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {user.profileImageUrl ? 'Picture from your Google account' : 'No picture: your initial is shown'}
              </Text>
            </div>
          </Group>
          <DisplayNameForm key={user.displayName ?? ''} user={user} providerName={providerName} />
        </Card>
        <section aria-labelledby="record-heading">
          <Title order={2} id="record-heading" fz="xl" mb="sm">
            Your record
          </Title>
          <PlayerRecordView record={record} />
        </section>
      </Stack>
    </Container>
  );
}
