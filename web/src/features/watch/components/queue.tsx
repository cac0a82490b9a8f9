import type { WatchQueueItem, WatchView } from '@clipclub/protocol/http/watch';
import { Group, Image, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { RevealCard, type RevealEntry } from '../../../components/reveal-card.tsx';
import { useWatchCommands } from '../hooks/use-watch-party.ts';

/** The queue; the host picks a video from it. Reveal details show only for videos already shown. */
export function QueueList({ view, isHost, sessionId }: { view: WatchView; isHost: boolean; sessionId: string }) {
  const { command } = useWatchCommands(sessionId);
  return (
    <Stack gap="xs">
      <Title order={2} fz="lg">
        Queue
      </Title>
      <ol style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
        {view.queue.map((item, index) => {
          const body = (
            <Group gap="sm" wrap="nowrap">
              <Image src={item.thumbnail} alt="" w={96} h={54} radius="sm" />
              <Stack gap={0}>
                <Text fw={index === view.state.index ? 700 : 400} lineClamp={1}>
                  {view.phase === 'voting' ? item.title : index < view.state.index ? item.title : `Video ${index + 1}`}
                </Text>
                {index === view.state.index && (
                  <Text size="xs" c="dimmed">
                    Now showing
                  </Text>
                )}
              </Stack>
            </Group>
          );
          return (
            <li key={item.submissionId} aria-current={index === view.state.index ? 'true' : undefined}>
              {isHost ? (
                <UnstyledButton
                  w="100%"
                  aria-label={`Show video ${index + 1}`}
                  onClick={() => command.mutate({ action: 'select', index, version: view.version })}
                >
                  {body}
                </UnstyledButton>
              ) : (
                body
              )}
            </li>
          );
        })}
      </ol>
    </Stack>
  );
}

/** After each video in results: the same reveal card the results page plays (components/reveal-card). */
export function WatchRevealCard({ item, last }: { item: WatchQueueItem; last: boolean }) {
  return <RevealCard entry={revealEntry(item)} last={last} />;
}

function revealEntry(item: WatchQueueItem): RevealEntry {
  return {
    submissionId: item.submissionId,
    title: item.title,
    thumbnail: item.thumbnail,
    submitter: { name: item.submitter?.name ?? 'someone', image: item.submitter?.image ?? null },
    rank: item.rank,
    score: item.points !== undefined ? `${item.points} ${Math.abs(item.points) === 1 ? 'point' : 'points'}` : undefined,
    badges: item.badges,
    voters: (item.voters ?? []).map((v) => ({
      name: v.name,
      gave:
        v.points !== null
          ? `${v.points} ${Math.abs(v.points) === 1 ? 'point' : 'points'}`
          : v.badges.join(', ').replaceAll('_', ' '),
    })),
  };
}
