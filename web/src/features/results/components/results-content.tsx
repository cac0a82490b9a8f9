import type { VotingMode } from '@clipclub/protocol/http/common';
import type { ResultEntry, SessionResults } from '@clipclub/protocol/http/results';
import type { Session } from '@clipclub/protocol/http/sessions';
import { Stack, Title } from '@mantine/core';
import { InSlices, NearScreen } from '../../../components/near-screen.tsx';
import { useBadgeConfig } from '../hooks/use-results.ts';
import { describeWinner, resultsSummary } from '../lib/summary.ts';
import { AllSubmissions, CategoryChampions } from './appreciation-results.tsx';
import { RankingEntry } from './ranking-entry.tsx';
import classes from './results.module.css';
import { RandomSelectionBadge, ResultsBanner, WinnerLine } from './results-banner.tsx';
import { SessionStats } from './session-stats.tsx';

/** A finished session's results: the banner with the winner, the rankings or awards, the stats. */
export function ResultsContent({ session, data }: { session: Session; data: SessionResults }) {
  const appreciation = data.votingMode === 'appreciation_station';
  const badges = useBadgeConfig(session.roomId, appreciation);
  const badgeList = badges.data?.availableBadges ?? [];

  return (
    <Stack gap={40} mt="md">
      <ResultsBanner
        session={session}
        winner={<Winner data={data} />}
        share={resultsSummary({ ...session, theme: session.theme ?? '' }, data)}
      />
      {data.votingMode === 'appreciation_station' ? (
        <>
          <CategoryChampions awards={data.awards} badges={badgeList} results={data.results} />
          <AllSubmissions results={data.results} badges={badgeList} />
        </>
      ) : (
        <section aria-labelledby="rankings-heading">
          <Title order={2} fz="xl" id="rankings-heading" mb="md">
            Final Rankings
          </Title>
          <Rankings results={data.results} mode={data.votingMode} />
        </section>
      )}
      <SessionStats stats={data.stats} badgeMode={appreciation} />
    </Stack>
  );
}

function Winner({ data }: { data: SessionResults }) {
  const winner = describeWinner(data);
  if (!winner) return null;
  return (
    <WinnerLine
      label={winner.label}
      name={winner.name}
      detail={winner.randomSelection ? <RandomSelectionBadge /> : winner.detail}
    />
  );
}

function Rankings({ results, mode }: { results: readonly ResultEntry[]; mode: VotingMode }) {
  return (
    <Stack gap="md">
      <InSlices
        entries={results.map((entry, index) => (
          <NearScreen
            key={entry.submissionId}
            index={index}
            title={`${entry.rank}. ${entry.videoTitle}`}
            placeholder={classes.entryPlaceholder}
          >
            <RankingEntry entry={entry} mode={mode} />
          </NearScreen>
        ))}
      />
    </Stack>
  );
}
