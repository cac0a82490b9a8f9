import type { WatchQueueItem, WatchView } from '@clipclub/protocol/http/watch';
import { Anchor, Group, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { isSharedRank, RevealCard, type RevealEntry } from '../../../components/reveal-card.tsx';
import { VideoThumbnail } from '../../../components/video-thumbnail.tsx';
import { useWatchCommands } from '../hooks/use-watch-party.ts';
import classes from './watch.module.css';

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
                  {view.phase === 'voting' || revealed(view, index) ? item.title : `Video ${index + 1}`}
                </Text>
                {index === view.state.index && (
                  <Text size="xs" c="dimmed">
                    Now showing
                  </Text>
                )}
              </Stack>
            </Group>
          );
          // In results the queue runs by rank: a link ahead of the host would spoil the order.
          const linkable = view.phase === 'voting' || index <= view.state.index;
          return (
            <li
              key={item.submissionId}
              aria-current={index === view.state.index ? 'true' : undefined}
              className={classes.queueItem}
            >
              {isHost ? (
                <UnstyledButton
                  className={classes.queuePick}
                  onClick={() => command.mutate({ action: 'select', index, version: view.version })}
                >
                  <VisuallyHidden>Show </VisuallyHidden>
                  {body}
                </UnstyledButton>
              ) : (
                <div className={classes.queuePick}>{body}</div>
              )}
              {linkable && <OpenOnYouTube videoId={item.videoId} which={`video ${index + 1}`} />}
            </li>
          );
        })}
      </ol>
    </Stack>
  );
}

/** In results, a video's title shows once the host has moved past it or revealed it. */
const revealed = (view: WatchView, index: number) =>
  index < view.state.index || (index === view.state.index && view.state.status === 'ended');

/** A video on YouTube, in a new tab: the way to watch when the player can't load. */
export function OpenOnYouTube({ videoId, which }: { videoId: string; which: string }) {
  return (
    <Anchor
      href={`https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      fw={600}
    >
      Open on YouTube
      <VisuallyHidden>{`: ${which} (opens in a new tab)`}</VisuallyHidden>
    </Anchor>
  );
}

/** After each video in results: the same reveal card the results page plays (components/reveal-card). */
export function WatchRevealCard({
  item,
  queue,
  last,
}: {
  item: WatchQueueItem;
  queue: readonly WatchQueueItem[];
  last: boolean;
}) {
  return <RevealCard entry={revealEntry(item, queue)} last={last} />;
}

function revealEntry(item: WatchQueueItem, queue: readonly WatchQueueItem[]): RevealEntry {
  return {
    submissionId: item.submissionId,
    title: item.title,
    thumbnail: item.thumbnail,
    submitter: { name: item.submitter?.name ?? 'someone', image: item.submitter?.image ?? null },
    // A round nobody voted in names no place (everyone 'tied' at 0 won nothing), as the results do.
    ...(queue.some((q) => (q.voters ?? []).length > 0)
      ? {
          rank: item.rank,
          sharedRank: isSharedRank(
            item.rank,
            queue.map((q) => q.rank),
          ),
        }
      : {}),
    score: item.points !== undefined ? `${item.points} ${Math.abs(item.points) === 1 ? 'point' : 'points'}` : undefined,
    badges: item.badges,
    voters: (item.voters ?? []).map((v) => ({
      name: v.name,
      gave:
        v.points !== null
          ? `${v.points} ${Math.abs(v.points) === 1 ? 'point' : 'points'}`
          : v.badges.join(', ').replaceAll('_', ' '),
    })),
    didNotVote: item.didNotVote,
  };
}
