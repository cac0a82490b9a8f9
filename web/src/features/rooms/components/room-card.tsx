import type { RoomState } from '@clipclub/protocol/http/room-states';
import type { Room } from '@clipclub/protocol/http/rooms';
import { Badge, Card, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { IconUsers } from '../../../components/icons.tsx';
import { roomStateLines } from '../lib/room-state-text.ts';
import classes from './room-card.module.css';
import { VOTING_MODE_LABELS } from './room-labels.ts';

/**
 * A whole-card link to the room, so it is reachable with Tab and opened with Enter. Below the
 * description: what the room's session means for me now, and a nudge if an admin sent one.
 * Drawn on the server too: `now` is then the drawing's clock (lib/use-now.ts), and a deadline
 * waits for the zone (`timeZone` is undefined until the browser has it: stores/time-zone-store.ts),
 * its line kept.
 */
export function RoomCard({
  room,
  state,
  timeZone,
  now,
}: {
  room: Room;
  state?: RoomState | undefined;
  timeZone?: string | null | undefined;
  now: number;
}) {
  const lines = roomStateLines(state, new Date(now), timeZone);
  return (
    <Card component={Link} to={`/room/${room.id}`} withBorder padding="lg" radius="lg" className={classes.card}>
      <Text fw={700} fz="lg" lineClamp={1} className={classes.name}>
        {room.name}
      </Text>
      <Text c="dimmed" size="sm" lineClamp={2} mt={4} className={classes.description}>
        {room.description || 'No description'}
      </Text>
      {lines && (
        <div className={classes.state}>
          <Text size="sm" fw={lines.attention ? 700 : 500}>
            {lines.status}
          </Text>
          {lines.deadline && (
            <Text size="sm" c="dimmed">
              {timeZone ? lines.deadline : '\u00a0'}
            </Text>
          )}
          {lines.nudge && (
            <Badge mt={6} variant="light" color="orange" radius="sm" tt="none">
              {lines.nudge}
            </Badge>
          )}
        </div>
      )}
      <Group justify="space-between" mt="md" gap="xs" wrap="nowrap">
        <Badge variant="light" radius="sm" className={classes.code}>
          Code: {room.inviteCode}
        </Badge>
        <Group gap={4} c="dimmed" wrap="nowrap">
          <IconUsers size={14} />
          <Text size="xs">{room.memberCount}</Text>
          <Text size="xs" visibleFrom="xs">
            · {VOTING_MODE_LABELS[room.votingMode]}
          </Text>
        </Group>
      </Group>
    </Card>
  );
}
