import type { SessionResults } from '@clipclub/protocol/http/results';
import type { Session } from '@clipclub/protocol/http/sessions';
import { Anchor, Button, Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { IconTrophy } from '../../../components/icons.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { LoadFailed, QueryStates } from '../../../components/query-states.tsx';
import { useBadgeConfig, useResultsSession, useSessionResults } from '../hooks/use-results.ts';
import { describeWinner, resultsSummary } from '../lib/summary.ts';
import { AllSubmissions, CategoryChampions } from './appreciation-results.tsx';
import { RankingEntry } from './ranking-entry.tsx';
import { RandomSelectionBadge, ResultsBanner, WinnerLine } from './results-banner.tsx';
import { SessionStats } from './session-stats.tsx';

const LOAD_FAILED = 'The results could not be loaded.';

export function ResultsScreen({ sessionId }: { sessionId: string }) {
  const session = useResultsSession(sessionId);
  return (
    <QueryStates query={session} loading="Loading results..." notFound="session" failed={LOAD_FAILED}>
      {(data) => (
        <Container size="lg" py="xl">
          <title>{`Results · ${data.theme} · Clip Club`}</title>
          <Group justify="space-between" gap="sm">
            <Anchor component={Link} to={`/room/${data.roomId}`} size="sm" fw={600}>
              <span aria-hidden="true">←</span> Back to Room
            </Anchor>
            {data.status === 'results' && (
              <Anchor component={Link} to={`/session/${data.id}/watch`} size="sm" fw={600}>
                Watch Together: the reveal
              </Anchor>
            )}
          </Group>
          <ResultsBody session={data} />
        </Container>
      )}
    </QueryStates>
  );
}

function ResultsBody({ session }: { session: Session }) {
  const ready = session.status === 'results';
  const results = useSessionResults(session.id, ready);

  if (!ready) {
    return (
      <Message
        title="Results Not Ready Yet"
        roomId={session.roomId}
        action={
          session.status === 'voting' && (
            <Button component={Link} to={`/vote/${session.id}`}>
              Cast Your Vote
            </Button>
          )
        }
      >
        {session.status === 'voting'
          ? 'Voting is still open. The results appear here as soon as it ends.'
          : 'This session has not reached voting yet.'}
      </Message>
    );
  }
  if (results.isPending) return <PageLoader label="Loading results..." />;
  if (results.isError) return <LoadFailed text={LOAD_FAILED} mt="lg" />;
  if (results.data.results.length === 0) {
    return (
      <Message title="No results available" roomId={session.roomId}>
        Nobody submitted a video in this session.
      </Message>
    );
  }
  return <ResultsContent session={session} data={results.data} />;
}

function ResultsContent({ session, data }: { session: Session; data: SessionResults }) {
  const appreciation = data.votingMode === 'appreciation_station';
  const badges = useBadgeConfig(session.roomId, appreciation);
  const badgeList = badges.data?.availableBadges ?? [];

  return (
    <Stack gap={40} mt="md">
      <ResultsBanner session={session} winner={<Winner data={data} />} share={resultsSummary(session, data)} />
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
          <Stack gap="md">
            {data.results.map((entry) => (
              <RankingEntry key={entry.submissionId} entry={entry} mode={data.votingMode} />
            ))}
          </Stack>
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

function Message({
  title,
  roomId,
  action,
  children,
}: {
  title: string;
  roomId: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="xl" mt="lg">
      <Stack align="center" gap="xs" py="lg">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconTrophy size={26} />
        </ThemeIcon>
        <Title order={1} fz="xl" mt="sm">
          {title}
        </Title>
        <Text c="dimmed" ta="center" maw={460}>
          {children}
        </Text>
        <Group mt="md">
          <Button component={Link} to={`/room/${roomId}`} variant="default">
            Back to Room
          </Button>
          {action}
        </Group>
      </Stack>
    </Card>
  );
}
