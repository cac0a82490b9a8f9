import type { SessionStatus } from '@clipclub/protocol/http/common';
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { IconLock } from './submission-icons.tsx';

const WHY: Record<Exclude<SessionStatus, 'submissions'>, string> = {
  upcoming: "This session hasn't opened for submissions yet.",
  voting: 'This session has moved on to voting.',
  results: 'This session is over and its results are in.',
};

// Said instead of a silent flip when the phase moved on unsent work.
export const MISSED_CLOSE = {
  submission: {
    title: "Submissions closed — your video wasn't submitted",
    text: 'Submissions ended before you sent your video, so it is not in this round.',
  },
  changes: {
    title: "Submissions closed — your changes weren't saved",
    text: 'Submissions ended before you saved your changes. The video you sent earlier is in.',
  },
} as const;

/** 'Submissions Closed': any status but submissions, with the way back and the way forward. */
export function SubmissionsClosedCard({
  status,
  sessionId,
  roomId,
  missed,
}: {
  status: Exclude<SessionStatus, 'submissions'>;
  sessionId: string;
  roomId: string;
  /** unsent work the phase change left behind */
  missed?: 'submission' | 'changes' | undefined;
}) {
  const lost = missed ? MISSED_CLOSE[missed] : undefined;
  return (
    <Card withBorder radius="lg" padding="xl" role={lost ? 'alert' : undefined}>
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color={lost ? 'orange' : 'gray'}>
          <IconLock size={26} />
        </ThemeIcon>
        <Title order={2} fz="xl" mt="sm">
          {lost ? lost.title : 'Submissions Closed'}
        </Title>
        <Text c="dimmed">{lost ? lost.text : WHY[status]}</Text>
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
