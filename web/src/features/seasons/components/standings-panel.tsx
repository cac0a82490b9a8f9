import type { Season } from '@clipclub/protocol';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { QueryStates } from '../../../components/query-states.tsx';
import { queryKeys } from '../../../lib/queries/keys.ts';
import { endSeason, exportUrl, seasonQueries, startSeason } from '../api/seasons-api.ts';
import { StandingsTable } from './standings-table.tsx';
import { SuggestionsCard } from './suggestions-card.tsx';

function progress(season: Season): string {
  const played = season.sessionIds.length;
  return season.rounds === null ? `Open season · ${played} rounds so far` : `${played} of ${season.rounds} rounds`;
}

/** The Standings tab: the current season's league table, its earlier seasons, the export. */
export function StandingsPanel({ roomId, isAdmin, userId }: { roomId: string; isAdmin: boolean; userId: string }) {
  const client = useQueryClient();
  const seasons = useQuery(seasonQueries.list(roomId));
  const current = seasons.data?.[0];
  const standings = useQuery({ ...seasonQueries.standings(roomId, current?.id ?? ''), enabled: !!current });
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.room(roomId) });
  const end = useMutation({ mutationFn: () => endSeason(current?.id ?? ''), onSuccess: refresh });
  const next = useMutation({ mutationFn: () => startSeason(roomId), onSuccess: refresh });

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
                {isAdmin && (
                  <Group gap="xs">
                    {current.status === 'running' && (
                      <Button variant="default" loading={end.isPending} onClick={() => end.mutate()}>
                        End season
                      </Button>
                    )}
                    <Button loading={next.isPending} onClick={() => next.mutate()}>
                      Start next season
                    </Button>
                  </Group>
                )}
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
            <Group gap="xs">
              <Button component="a" variant="default" href={exportUrl(roomId, 'csv')} download>
                Download history (CSV)
              </Button>
              <Button component="a" variant="default" href={exportUrl(roomId, 'json')} download>
                Download history (JSON)
              </Button>
            </Group>
          </Stack>
        )
      }
    </QueryStates>
  );
}

const FAILED = 'The standings could not be loaded.';
