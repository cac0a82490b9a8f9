import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** 'Already Voted', 'Voting Closed', 'No Submissions Yet': a message and the way back. */
export function VoteStateCard({
  title,
  icon,
  children,
  roomId,
  extra,
  alert,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  roomId: string;
  extra?: ReactNode;
  /** Something the player must notice (work that was not sent): announced, in orange. */
  alert?: boolean;
}) {
  return (
    <Card withBorder radius="lg" padding="xl" mt="xl" role={alert ? 'alert' : undefined}>
      <Stack align="center" gap="xs" py="lg">
        <ThemeIcon size={56} radius="xl" variant="light" color={alert ? 'orange' : undefined}>
          {icon}
        </ThemeIcon>
        <Title order={2} fz="xl" mt="sm">
          {title}
        </Title>
        <Text c="dimmed" ta="center" maw={460}>
          {children}
        </Text>
        <Group mt="md" gap="sm" justify="center">
          <Button component={Link} to={`/room/${roomId}`} variant="default">
            Back to Room
          </Button>
          {extra}
        </Group>
      </Stack>
    </Card>
  );
}
