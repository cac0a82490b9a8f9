import type { LeaderboardEntry } from '@clipclub/protocol/http/rooms';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { PersonAvatar } from '../../../components/person-avatar.tsx';
import { QueryStates } from '../../../components/query-states.tsx';
import { plural } from '../../../lib/plural.ts';
import { useLeaderboard } from '../hooks/use-room-queries.ts';
import classes from './room-panels.module.css';

const MEDALS = ['gold', 'silver', 'bronze'] as const;

/**
 * Standard competition ranks over a list sorted by points, then badges, highest first:
 * 10, 10, 7 → 1, 1, 3. Members share a rank only when points and badges are both equal.
 */
export function competitionRanks(points: readonly number[], badges: readonly number[] = []): number[] {
  const ranks: number[] = [];
  points.forEach((p, i) => {
    const same = i > 0 && points[i - 1] === p && (badges[i - 1] ?? 0) === (badges[i] ?? 0);
    ranks.push(same ? ranks[i - 1]! : i + 1);
  });
  return ranks;
}

export function LeaderboardPanel({ roomId }: { roomId: string }) {
  const leaderboard = useLeaderboard(roomId);
  const entries = leaderboard.data ?? [];
  // Every member is listed, with 0 until a session's results are in: until someone has scored
  // points or received a badge (appreciation gives no points) there is no standing to show, and
  // nobody earns a medal for nothing.
  const earned = (e: LeaderboardEntry) => e.totalPoints > 0 || e.badgesReceived > 0;
  const scored = entries.some(earned);
  const ranks = competitionRanks(
    entries.map((e) => e.totalPoints),
    entries.map((e) => e.badgesReceived),
  );

  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} fz="lg" mb="md">
        Overall Standings
      </Title>
      <QueryStates
        query={leaderboard}
        layout="inline"
        failed="The leaderboard could not be loaded."
        isEmpty={() => !scored}
        empty={
          <Text c="dimmed" ta="center" py="lg">
            No leaderboard data yet
          </Text>
        }
      >
        {() => (
          <Stack gap={6} component="ol" className={classes.list}>
            {entries.map((entry, index) => (
              <Group key={entry.userId} component="li" className={classes.row} wrap="nowrap" gap="md">
                <span className={classes.rank} data-medal={earned(entry) ? MEDALS[(ranks[index] ?? 0) - 1] : undefined}>
                  {ranks[index]}
                </span>
                <PersonAvatar name={entry.userName} image={entry.userImage} size={36} />
                <Text fw={600} className={classes.person}>
                  {entry.userName}
                </Text>
                <div className={classes.points}>
                  <Text fw={700}>
                    {entry.totalPoints}{' '}
                    <Text component="span" c="dimmed" fw={400} size="sm">
                      {entry.totalPoints === 1 ? 'point' : 'points'}
                    </Text>
                  </Text>
                  {entry.badgesReceived > 0 && (
                    <Text size="sm" c="dimmed">
                      {plural(entry.badgesReceived, 'badge')}
                    </Text>
                  )}
                </div>
              </Group>
            ))}
          </Stack>
        )}
      </QueryStates>
    </Card>
  );
}
