import type { Season } from '@clipclub/protocol';
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { QueryStates } from '../../../components/query-states.tsx';
import { plural } from '../../../lib/plural.ts';
import { exportUrl, seasonQueries } from '../api/seasons-api.ts';
import { SeasonActions } from './season-actions.tsx';
import { StandingsTable } from './standings-table.tsx';
import { SuggestionsCard } from './suggestions-card.tsx';

/**
 * Rounds played: sessions that reached results (an upcoming or open one is not played yet). A
 * season kept offline by an older version of the app has no `played`: its count is left out.
 */
function progress({ played, rounds }: Season): string {
  const known = typeof played === 'number';
  if (rounds === null) return known ? `Open season · ${plural(played, 'round')} so far` : 'Open season';
  return known ? `${played} of ${rounds} rounds` : plural(rounds, 'round');
}

/** The Standings tab: the current season's league table, its earlier seasons, the export. */
export function StandingsPanel({ roomId, isAdmin, userId }: { roomId: string; isAdmin: boolean; userId: string }) {
  const seasons = useQuery(seasonQueries.list(roomId));
  const current = seasons.data?.[0];
  const standings = useQuery({ ...seasonQueries.standings(roomId, current?.id ?? ''), enabled: !!current });

  return (
    <QueryStates
      query={seasons}
      layout="inline"
      failed={FAILED}
      // Every room has a season from its start: none means the list did not come through.
      isEmpty={(list) => list.length === 0}
      empty={<Text c="dimmed">{FAILED}</Text>}
    >
      {(list) =>
        current && (
          <Stack gap="lg">
            <Card withBorder radius="lg" padding="lg">
              <Group justify="space-between" mb="sm">
                <div>
                  <Title order={2} fz="lg">
                    {current.name}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {current.status === 'finished' ? 'Finished' : progress(current)}
                  </Text>
                </div>
                {isAdmin && <SeasonActions roomId={roomId} season={current} />}
              </Group>
              <QueryStates query={standings} layout="inline" failed={FAILED}>
                {(rows) => <StandingsTable standings={rows} caption={`${current.name} standings`} />}
              </QueryStates>
              {current.status === 'finished' && (
                <Anchor component={Link} to={`/room/${roomId}/seasons/${current.id}`} mt="sm" display="inline-block">
                  See the podium and recap
                </Anchor>
              )}
            </Card>
            {list.length > 1 && (
              <Card withBorder radius="lg" padding="lg">
                <Title order={2} fz="lg" mb="sm">
                  Earlier seasons
                </Title>
                <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {list.slice(1).map((s) => (
                    <li key={s.id}>
                      <Anchor component={Link} to={`/room/${roomId}/seasons/${s.id}`}>
                        {s.name} recap
                      </Anchor>
                    </li>
                  ))}
                </Stack>
              </Card>
            )}
            <SuggestionsCard roomId={roomId} isAdmin={isAdmin} userId={userId} />
            {/* Side by side and alike in width; on a phone, one above the other, full width. */}
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" maw={{ xs: 480 }}>
              <Button component="a" variant="default" href={exportUrl(roomId, 'csv')} download>
                Download history (CSV)
              </Button>
              <Button component="a" variant="default" href={exportUrl(roomId, 'json')} download>
                Download history (JSON)
              </Button>
            </SimpleGrid>
          </Stack>
        )
      }
    </QueryStates>
  );
}

const FAILED = 'The standings could not be loaded.';
