import type { Session } from '@clipclub/protocol/http/sessions';
import { Badge, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendar } from '../../../components/icons.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useSessions } from '../hooks/use-sessions.ts';
import { STATUS_COLORS, STATUS_LABELS } from './session-labels.ts';

/** The current active session: the first in submissions or voting (product-spec §4). */
export function activeSession(sessions: readonly Session[]): Session | undefined {
  return sessions.find((s) => s.status === 'submissions' || s.status === 'voting');
}

export function SessionsPanel({ roomId, isAdmin }: { roomId: string; isAdmin: boolean }) {
  const sessions = useSessions(roomId);

  if (sessions.isPending) return <PageLoader label="Loading sessions..." />;
  if (sessions.isError) {
    return (
      <Card withBorder radius="lg" padding="xl">
        <Text c="dimmed">The sessions could not be loaded.</Text>
      </Card>
    );
  }

  const list = sessions.data;
  if (list.length === 0) {
    return (
      <Card withBorder radius="lg" padding="xl">
        <Stack align="center" gap="xs" py="lg">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconCalendar size={26} />
          </ThemeIcon>
          <Title order={2} fz="xl" mt="sm">
            No sessions yet
          </Title>
          <Text c="dimmed" ta="center">
            {isAdmin ? 'Create a new session to get started' : 'Wait for an admin to create a new session'}
          </Text>
        </Stack>
      </Card>
    );
  }

  const active = activeSession(list);
  return (
    <Stack gap="md">
      {list.map((session) => (
        <Card key={session.id} withBorder radius="lg" padding="lg">
          <Group justify="space-between" align="flex-start" gap="xs">
            <div>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                Session {session.sessionNumber}
              </Text>
              <Title order={3} fz="lg">
                {session.theme}
              </Title>
            </div>
            <Group gap={6}>
              {session.id === active?.id && (
                <Badge variant="filled" color="pink">
                  Active Session
                </Badge>
              )}
              <Badge variant="light" color={STATUS_COLORS[session.status]}>
                {STATUS_LABELS[session.status]}
              </Badge>
            </Group>
          </Group>
          {session.description && (
            <Text c="dimmed" size="sm" mt="xs">
              {session.description}
            </Text>
          )}
        </Card>
      ))}
    </Stack>
  );
}
