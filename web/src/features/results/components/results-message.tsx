import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { IconTrophy } from '../../../components/icons.tsx';

/** Why there are no results to show (not ready yet, or nobody submitted), with the way back. */
export function ResultsMessage({
  title,
  roomId,
  action,
  children,
}: {
  title: string;
  roomId: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="xl" mt="lg">
      <Stack align="center" gap="xs" py="lg">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconTrophy size={26} />
        </ThemeIcon>
        <Title order={1} fz="xl" mt="sm">
          {title}
        </Title>
        <Text c="dimmed" ta="center" maw={460}>
          {children}
        </Text>
        <Group mt="md">
          <Button component={Link} to={`/room/${roomId}`} variant="default">
            Back to Room
          </Button>
          {action}
        </Group>
      </Stack>
    </Card>
  );
}
