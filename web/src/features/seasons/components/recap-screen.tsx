import type { Recap as RecapData, Standing } from '@clipclub/protocol/http/seasons';
import { Card, Container, List, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { allQueries, QueryStates } from '../../../components/query-states.tsx';
import { seasonQueries } from '../api/seasons-api.ts';
import { GaveChart, StandingsChart } from './recap-charts.tsx';

const PLACES = ['Champion', 'Second', 'Third'];

/**
 * The recap of a finished season: podium, awards and two charts (docs/rules.md §12). `back` is
 * the room's way back, which the route brings (it is the sessions' link, another feature's).
 */
export function RecapScreen({ roomId, seasonId, back }: { roomId: string; seasonId: string; back: ReactNode }) {
  const seasons = useQuery(seasonQueries.list(roomId));
  const recap = useQuery(seasonQueries.recap(roomId, seasonId));
  const standings = useQuery(seasonQueries.standings(roomId, seasonId));
  const season = seasons.data?.find((s) => s.id === seasonId);
  return (
    <QueryStates
      query={allQueries({ recap, standings })}
      failed={(error) => (
        <Container size="lg" py="xl">
          {back}
          <Text mt="lg">{error instanceof Error ? error.message : 'This recap could not be loaded.'}</Text>
        </Container>
      )}
    >
      {(data) => (
        <Recap back={back} seasonName={season?.name ?? 'Season'} recap={data.recap} standings={data.standings} />
      )}
    </QueryStates>
  );
}

function Recap({
  back,
  seasonName,
  recap: data,
  standings,
}: {
  back: ReactNode;
  seasonName: string;
  recap: RecapData;
  standings: Standing[];
}) {
  const names = new Map(standings.map((s) => [s.userId, s.userName]));
  const name = (id: string) => names.get(id) ?? 'A former player';
  return (
    <Container size="lg" py="xl">
      <title>{`${seasonName} recap · Clip Club`}</title>
      <Stack gap="xl">
        {back}
        <Title order={1}>{seasonName} recap</Title>
        <section aria-labelledby="podium">
          <Title order={2} fz="lg" id="podium" mb="sm">
            Podium
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} component="ol" style={{ listStyle: 'none', padding: 0 }}>
            {data.podium.map((s, i) => (
              <Card withBorder radius="lg" padding="md" component="li" key={s.userId}>
                <Text size="sm" c="dimmed">
                  {PLACES[s.rank - 1] ?? `Place ${s.rank}`}
                </Text>
                <Text fw={700} fz="xl">
                  {s.userName}
                </Text>
                <Text>
                  {s.leaguePoints} league points · {s.wins} {s.wins === 1 ? 'win' : 'wins'}
                </Text>
                {i === 0 && <VisuallyHidden>Season champion</VisuallyHidden>}
              </Card>
            ))}
          </SimpleGrid>
        </section>
        <section aria-labelledby="awards">
          <Title order={2} fz="lg" id="awards" mb="sm">
            Awards
          </Title>
          <List spacing="xs">
            {data.videoOfSeason && (
              <List.Item>
                Video of the season: {name(data.videoOfSeason.userId)}'s pick, with{' '}
                {Math.round(data.videoOfSeason.share * 100)}% of its round's points
              </List.Item>
            )}
            {data.compatiblePair && (
              <List.Item>
                Most compatible: {name(data.compatiblePair.userIds[0])} and {name(data.compatiblePair.userIds[1])} (
                {data.compatiblePair.correlation})
              </List.Item>
            )}
            {data.contrarian && (
              <List.Item>
                Contrarian: {name(data.contrarian.userId)} ({data.contrarian.correlation})
              </List.Item>
            )}
            {data.fans.map((f) => (
              <List.Item key={f.userId}>
                {name(f.userId)}'s biggest fan: {name(f.fanUserId)}
              </List.Item>
            ))}
          </List>
        </section>
        <StandingsChart recap={data} names={names} />
        <GaveChart recap={data} names={names} />
      </Stack>
    </Container>
  );
}
