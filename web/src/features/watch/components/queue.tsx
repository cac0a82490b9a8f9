import type { WatchQueueItem, WatchView } from '@clipclub/protocol/http/watch';
import { Badge, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { VideoThumbnail } from '../../../components/video-thumbnail.tsx';
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
              <VideoThumbnail src={item.thumbnail} width={96} />
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

/** After each video in results: who sent it, how it scored and who voted for it. */
export function RevealCard({ item }: { item: WatchQueueItem }) {
  return (
    <Card withBorder padding="lg" data-testid="reveal-card" aria-live="polite">
      <Text size="sm" c="dimmed">
        {item.rank !== undefined ? `Rank ${item.rank}` : 'Revealed'}
      </Text>
      <Title order={2} fz="xl">
        {item.title}
      </Title>
      <Text mt={4}>{`Sent by ${item.submitter?.name ?? 'someone'}`}</Text>
      {item.points !== undefined && (
        <Text fw={700} mt={4}>{`${item.points} ${Math.abs(item.points) === 1 ? 'point' : 'points'}`}</Text>
      )}
      {item.badges && Object.keys(item.badges).length > 0 && (
        <Group gap={6} mt={6}>
          {Object.entries(item.badges).map(([badge, n]) => (
            <Badge key={badge} variant="light">{`${badge.replaceAll('_', ' ')} × ${n}`}</Badge>
          ))}
        </Group>
      )}
      {item.voters && item.voters.length > 0 && (
        <Text size="sm" mt="sm">
          {`Voted for it: ${item.voters
            .map((v) =>
              v.points !== null ? `${v.name} (${v.points})` : `${v.name} (${v.badges.join(', ').replaceAll('_', ' ')})`,
            )
            .join(', ')}`}
        </Text>
      )}
    </Card>
  );
}
