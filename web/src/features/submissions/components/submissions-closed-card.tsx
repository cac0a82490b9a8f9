import type { SessionStatus } from '@clipclub/protocol/http/common';
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { IconLock } from './submission-icons.tsx';

const WHY: Record<Exclude<SessionStatus, 'submissions'>, string> = {
  upcoming: "This session hasn't opened for submissions yet.",
  voting: 'This session has moved on to voting.',
  results: 'This session is over and its results are in.',
};

/** 'Submissions Closed': any status but submissions, with the way back and the way forward. */
export function SubmissionsClosedCard({
  status,
  sessionId,
  roomId,
}: {
  status: Exclude<SessionStatus, 'submissions'>;
  sessionId: string;
  roomId: string;
}) {
  return (
    <Card withBorder radius="lg" padding="xl">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <IconLock size={26} />
        </ThemeIcon>
        <Title order={2} fz="xl" mt="sm">
          Submissions Closed
        </Title>
        <Text c="dimmed">{WHY[status]}</Text>
        <Group gap="sm" mt="md" justify="center">
          <Button component={Link} to={`/room/${roomId}`} variant="default">
            Back to Room
          </Button>
          {status === 'voting' && (
            <Button component={Link} to={`/vote/${sessionId}`}>
              Cast Your Vote
            </Button>
          )}
          {status === 'results' && (
            <Button component={Link} to={`/results/${sessionId}`}>
              View Results
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
