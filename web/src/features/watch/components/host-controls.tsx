import type { Member } from '@clipclub/protocol/http/rooms';
import type { WatchView } from '@clipclub/protocol/http/watch';
import { positionAt } from '@clipclub/protocol/watch-sync';
import { Button, Group, NativeSelect, Slider, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useWatchCommands } from '../hooks/use-watch-party.ts';

const clock = (sec: number) => `${Math.floor(sec / 60)}:${String(Math.floor(sec % 60)).padStart(2, '0')}`;

/** The remote: only the host sees it, and the server checks again (403 for anyone else). */
export function HostControls({
  view,
  getPosition,
  serverOffsetMs,
  playerless = false,
}: {
  view: WatchView;
  getPosition: () => number | null;
  serverOffsetMs: () => number;
  /** no YouTube player on this screen: the bar and play/pause have nothing to show */
  playerless?: boolean;
}) {
  const { command } = useWatchCommands(view.sessionId);
  const item = view.queue[view.state.index];
  const duration = item?.durationSec ?? null;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, []);
  // The bar shows the host's computed position; the server's answer corrects it.
  const position = positionAt(view.state, now + serverOffsetMs(), duration);
  const send = (c: Parameters<typeof command.mutate>[0]) => command.mutate({ ...c, version: view.version });
  const here = () => {
    const p = getPosition();
    return p === null ? {} : { positionSec: p };
  };
  const last = view.state.index >= view.queue.length - 1;
  return (
    <Stack gap="sm" aria-label="Host controls" role="group">
      <Group gap="xs" wrap="wrap">
        <Button variant="default" disabled={view.state.index === 0} onClick={() => send({ action: 'previous' })}>
          Previous
        </Button>
        {playerless ? null : view.state.status === 'playing' ? (
          <Button onClick={() => send({ action: 'pause', ...here() })}>Pause</Button>
        ) : (
          // Paused or ended, the server's position is exact (the host's player may still be
          // catching up with a seek), so play starts from it.
          <Button onClick={() => send({ action: 'play' })}>Play</Button>
        )}
        {/* The reveal card follows an ended video; the host may call it (a must without a player). */}
        {view.phase === 'results' && view.state.status !== 'ended' && (
          <Button variant={playerless ? 'filled' : 'light'} onClick={() => send({ action: 'end', ...here() })}>
            Reveal
          </Button>
        )}
        <Button variant="default" disabled={last} onClick={() => send({ action: 'next' })}>
          Next
        </Button>
      </Group>
      {duration !== null && !playerless && (
        <Group gap="sm" wrap="nowrap">
          <Text size="sm" c="dimmed" w={48}>
            {clock(position)}
          </Text>
          <Slider
            flex={1}
            min={0}
            max={duration}
            step={1}
            value={position}
            label={clock}
            aria-label="Seek"
            onChangeEnd={(value) => send({ action: 'seek', positionSec: value })}
          />
          <Text size="sm" c="dimmed" w={48}>
            {clock(duration)}
          </Text>
        </Group>
      )}
    </Stack>
  );
}

export function PassRemote({
  members,
  hostUserId,
  onPass,
}: {
  members: Member[];
  hostUserId: string | null;
  onPass: (userId: string) => void;
}) {
  const [choice, setChoice] = useState('');
  const others = members.filter((m) => m.userId !== hostUserId);
  if (others.length === 0) return null;
  return (
    <Group mt="sm" align="end" wrap="wrap">
      <NativeSelect
        label="Pass the remote to"
        value={choice}
        onChange={(e) => setChoice(e.currentTarget.value)}
        data={[{ value: '', label: 'Choose a player' }, ...others.map((m) => ({ value: m.userId, label: m.userName }))]}
      />
      <Button variant="light" disabled={!choice} onClick={() => onPass(choice)}>
        Pass the remote
      </Button>
    </Group>
  );
}
