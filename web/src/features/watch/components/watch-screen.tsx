import type { Session } from '@clipclub/protocol/http/sessions';
import type { WatchQueueItem, WatchView } from '@clipclub/protocol/http/watch';
import { Alert, Anchor, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { QueryStates } from '../../../components/query-states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/keys.ts';
import { roomQueries } from '../../../lib/queries/rooms.ts';
import { markRevealSeen } from '../api/watch-api.ts';
import { useSyncedPlayer } from '../hooks/use-synced-player.ts';
import { usePlayerScriptUrl, useWatchCommands, useWatchParty, useWatchSession } from '../hooks/use-watch-party.ts';
import { loadYouTube, type YTNamespace } from '../lib/youtube.ts';
import { HostControls, PassRemote } from './host-controls.tsx';
import { PresenceAvatars, ReactionBar, ReactionsOverlay } from './live-extras.tsx';
import { OpenOnYouTube, QueueList, WatchRevealCard } from './queue.tsx';
import classes from './watch.module.css';
import { WatchChat } from './watch-chat.tsx';

export function WatchScreen({ sessionId, userId }: { sessionId: string; userId: string }) {
  const session = useWatchSession(sessionId);
  return (
    <QueryStates
      query={session}
      loading="Loading the watch party..."
      notFound="session"
      failed={<Failed text="The watch party could not be loaded." />}
    >
      {(data) => (
        <Container size="lg" py="xl">
          <title>{`Watch Together · ${data.theme} · Clip Club`}</title>
          <Anchor component={Link} to={`/room/${data.roomId}`} size="sm" fw={600}>
            <span aria-hidden="true">←</span> Back to Room
          </Anchor>
          <Title order={1} mt="sm">
            Watch Together
          </Title>
          <Text c="dimmed">{data.theme}</Text>
          {data.status === 'voting' || data.status === 'results' ? (
            <Party session={data} userId={userId} />
          ) : (
            <Failed text="The watch party opens once voting starts." />
          )}
        </Container>
      )}
    </QueryStates>
  );
}

function Party({ session, userId }: { session: Session; userId: string }) {
  const [joined, setJoined] = useState(false);
  const { query, offsetMs } = useWatchParty(session.id, true);
  const script = usePlayerScriptUrl();
  const [yt, setYt] = useState<YTNamespace | null>(null);
  const [scriptFailed, setScriptFailed] = useState(false);
  useEffect(() => {
    if (!joined || !script.data) return;
    loadYouTube(script.data.youtubeIframeApiUrl).then(setYt, () => setScriptFailed(true));
  }, [joined, script.data]);
  const container = useRef<HTMLDivElement>(null);
  const { status, player, retryPlay } = useSyncedPlayer({ yt, container, view: query.data, offsetMs, joined });

  const show = (view: WatchView) => {
    const isHost = view.hostUserId === userId;
    const current = view.queue[view.state.index];
    // Without a player nothing ends by itself: the card waits for the host's Reveal ('end').
    const showCard = view.phase === 'results' && (view.state.status === 'ended' || status.ended);

    return (
      <Stack gap="lg" mt="lg">
        <Group justify="space-between" wrap="wrap">
          <Text fw={600} data-testid="watch-now-playing">
            {`Video ${view.state.index + 1} of ${view.queue.length}${view.phase === 'voting' ? '' : ` · ${current?.title ?? ''}`}`}
          </Text>
          <PresenceAvatars sessionId={session.id} />
        </Group>
        {scriptFailed ? (
          <NoPlayer item={current} index={view.state.index} isHost={isHost} />
        ) : (
          <div className={classes.stage}>
            <div ref={container} className={classes.player} data-testid="watch-player" />
            {!joined && (
              <div className={classes.gate}>
                <Button size="lg" onClick={() => setJoined(true)}>
                  Join the watch party
                </Button>
              </div>
            )}
            {joined && status.blocked && (
              <div className={classes.gate}>
                <Button size="lg" onClick={retryPlay}>
                  Tap to play in sync
                </Button>
              </div>
            )}
            <ReactionsOverlay sessionId={session.id} />
          </div>
        )}
        {showCard && current && (
          <WatchRevealCard item={current} queue={view.queue} last={view.state.index === view.queue.length - 1} />
        )}
        {showCard && view.state.index === view.queue.length - 1 && <SeenHere sessionId={session.id} />}
        <ReactionBar sessionId={session.id} />
        <WatchChat sessionId={session.id} />
        {isHost ? (
          <HostControls
            view={view}
            getPosition={() => player.current?.getCurrentTime() ?? null}
            serverOffsetMs={() => offsetMs.current ?? 0}
            playerless={scriptFailed}
          />
        ) : (
          <Text c="dimmed" size="sm">
            {scriptFailed
              ? 'The host holds the remote; this screen follows.'
              : 'The host holds the remote; your player follows.'}
          </Text>
        )}
        <RemotePanel session={session} view={view} userId={userId} />
        <QueueList view={view} isHost={isHost} sessionId={session.id} />
      </Stack>
    );
  };

  return (
    <QueryStates
      query={query}
      loading="Loading the watch party..."
      failed={(error) => (
        <Failed text={(error instanceof ApiError && error.serverMessage) || 'The watch party could not be loaded.'} />
      )}
      isEmpty={(view) => view.queue.length === 0}
      empty={<Failed text="Nobody submitted a video in this session." />}
    >
      {show}
    </QueryStates>
  );
}

/**
 * The YouTube player cannot load here (blocked, offline, a strict network): no black box. Each
 * video opens on YouTube instead, and the host still steps everyone through (docs/rules.md §8).
 */
function NoPlayer({ item, index, isHost }: { item: WatchQueueItem | undefined; index: number; isHost: boolean }) {
  return (
    <Card withBorder padding="lg" data-testid="watch-no-player">
      <Title order={2} fz="lg">
        The video player can't load here
      </Title>
      <Text mt={4}>
        {isHost
          ? 'Open each video on YouTube; Next and Reveal still move everyone along.'
          : 'Open each video on YouTube; this screen still follows the host.'}
      </Text>
      {item && (
        <Group mt="md" gap="sm" wrap="wrap">
          <Text fw={600}>{`Now: video ${index + 1}`}</Text>
          <OpenOnYouTube videoId={item.videoId} which={`video ${index + 1}`} />
        </Group>
      )}
    </Card>
  );
}

function RemotePanel({ session, view, userId }: { session: Session; view: WatchView; userId: string }) {
  const members = useQuery(roomQueries.members(session.roomId));
  const { pass } = useWatchCommands(session.id);
  const me = members.data?.find((m) => m.userId === userId);
  const host = members.data?.find((m) => m.userId === view.hostUserId);
  const canPass = view.hostUserId === userId || me?.isAdmin === true;
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" wrap="wrap">
        <Text data-testid="watch-host">{`Host: ${host?.userName ?? 'nobody'}`}</Text>
        {me?.isAdmin && view.hostUserId !== userId && (
          <Button variant="light" onClick={() => pass.mutate(userId)} loading={pass.isPending}>
            Take the remote
          </Button>
        )}
      </Group>
      {canPass && members.data && (
        <PassRemote members={members.data} hostUserId={view.hostUserId} onPass={(id) => pass.mutate(id)} />
      )}
    </Card>
  );
}

/** The host's reveal reached the winner on this screen: it counts as seen (docs/rules.md, 'The reveal and the conversation'). */
function SeenHere({ sessionId }: { sessionId: string }) {
  const client = useQueryClient();
  useEffect(() => {
    markRevealSeen(sessionId).then(
      () => client.invalidateQueries({ queryKey: queryKeys.results(sessionId) }),
      // Not remembered: the results page plays the reveal once more, nothing worse.
      () => {},
    );
  }, [client, sessionId]);
  return null;
}

function Failed({ text }: { text: string }) {
  return (
    <Alert color="gray" mt="lg" title="Watch Together">
      {text}
    </Alert>
  );
}
