import type { VotingMode } from '@clipclub/protocol/http/common';
import type { Votable } from '@clipclub/protocol/http/submissions';
import type { VoteRecord } from '@clipclub/protocol/http/votes';
import { Button, Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { buttonUntilHydrated } from '../../../components/drawn-controls.ts';
import { IconHeart } from '../../../components/icons.tsx';
import { useHydrated } from '../../../lib/use-hydrated.tsx';
import { ballotLines } from '../lib/my-ballot.ts';

type Props = {
  mode: VotingMode;
  records: readonly VoteRecord[];
  others: readonly Votable[];
  roomId: string;
  /** Ranked and grudge take a new ballot until voting closes (docs/rules.md §5). */
  onChange?: (() => void) | undefined;
};

/** 'Already Voted', and what the player chose: only they read it before results. */
export function MyBallot({ mode, records, others, roomId, onChange }: Props) {
  // Reopening the ballot waits for the app, as every drawn control does (docs/rules.md).
  const change = buttonUntilHydrated(useHydrated());
  const lines = ballotLines(mode, records, new Map(others.map((o) => [o.id, o.title])));
  return (
    <Card withBorder radius="lg" padding="xl" mt="xl" data-testid="my-ballot">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={44} radius="xl" variant="light">
          <IconHeart size={22} />
        </ThemeIcon>
        <div>
          <Title order={2} fz="xl">
            Already Voted
          </Title>
          <Text c="dimmed" size="sm">
            {onChange
              ? 'Your ballot is in. You can change it until voting closes.'
              : 'You have already voted in this session. The results appear when voting ends.'}
          </Text>
        </div>
      </Group>
      <Title order={3} fz="md" mt="lg">
        Your ballot
      </Title>
      {lines.length === 0 ? (
        <Text mt={4}>You gave no badges this time.</Text>
      ) : (
        <ul style={{ margin: 0, paddingLeft: '1.2rem' }}>
          {lines.map((line) => (
            <li key={`${line.submissionId}-${line.what}`}>
              <Text component="span" fw={600}>
                {line.title}
              </Text>
              <Text component="span">{` — ${line.what}`}</Text>
              {line.comment && (
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {`“${line.comment}”`}
                </Text>
              )}
            </li>
          ))}
        </ul>
      )}
      <Group mt="lg" gap="sm">
        <Button component={Link} to={`/room/${roomId}`} variant="default">
          Back to Room
        </Button>
        {onChange && (
          <Button onClick={onChange} {...change}>
            Change my vote
          </Button>
        )}
      </Group>
    </Card>
  );
}
