import type { SessionStats as Stats } from '@clipclub/protocol/http/results';
import { SimpleGrid, Text, Title } from '@mantine/core';
import { percent } from '../lib/format.ts';
import { ResultCard } from './result-card.tsx';
import classes from './results.module.css';

export function SessionStats({ stats, badgeMode }: { stats: Stats; badgeMode: boolean }) {
  const items = [
    { label: 'Total Submissions', value: String(stats.totalSubmissions), note: undefined },
    // In appreciation the "points" cast are badges (docs/rules.md §6): the card says so.
    { label: 'Total Points Cast', value: String(stats.totalPointsCast), note: badgeMode ? 'badges given' : undefined },
    { label: 'Submission Rate', value: percent(stats.submissionRate), note: undefined },
  ];
  return (
    <section aria-labelledby="stats-heading">
      <Title order={2} fz="xl" id="stats-heading" mb="md">
        Session Stats
      </Title>
      <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }}>
        {items.map((item) => (
          <ResultCard key={item.label} kind="group" label={item.label} className={classes.stat}>
            <Text fw={800} fz={{ base: 22, sm: 28 }}>
              {item.value}
            </Text>
            <Text size="sm" c="dimmed" lh={1.3}>
              {item.label}
            </Text>
            {item.note && (
              <Text size="xs" c="dimmed">
                ({item.note})
              </Text>
            )}
          </ResultCard>
        ))}
      </SimpleGrid>
    </section>
  );
}
