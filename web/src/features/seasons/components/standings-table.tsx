import '@mantine/core/styles/Table.css';
import type { Standing } from '@clipclub/protocol';
import { Table } from '@mantine/core';

/** The season's standings as a real table, so a screen reader reads each column by name. */
export function StandingsTable({ standings, caption }: { standings: readonly Standing[]; caption: string }) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped highlightOnHover captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Rank</Table.Th>
            <Table.Th scope="col">Player</Table.Th>
            <Table.Th scope="col" ta="right">
              League points
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Wins
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Points
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {standings.map((s) => (
            <Table.Tr key={s.userId}>
              <Table.Td>{s.rank}</Table.Td>
              <Table.Th scope="row" fw={600}>
                {s.userName}
              </Table.Th>
              <Table.Td ta="right" fw={700}>
                {s.leaguePoints}
              </Table.Td>
              <Table.Td ta="right">{s.wins}</Table.Td>
              <Table.Td ta="right">{s.points}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
