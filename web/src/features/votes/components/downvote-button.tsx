import { LIMITS } from '@clipclub/protocol/constants';
import { Badge, Button, Group, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { buttonUntilHydrated } from '../../../components/drawn-controls.ts';
import { useHydrated } from '../../../lib/use-hydrated.tsx';

const PENALTY = LIMITS.downvotePenalty;
const OUTLINE_RED = 'light-dark(var(--mantine-color-red-8), var(--mantine-color-red-4))';
const OUTLINE_CONTRAST = { '--button-color': OUTLINE_RED, '--button-bd': `1px solid ${OUTLINE_RED}` } as CSSProperties;

type Props = {
  /** This card holds the downvote already cast (final), another one does, or none was cast. */
  cast: 'this' | 'other' | 'none';
  selected: boolean;
  disabled: boolean;
  onToggle: () => void;
};

/** One card's downvote: the final badge once cast, else a toggle while no downvote is cast. */
export function DownvoteButton({ cast, selected, disabled, onToggle }: Props) {
  // A drawn toggle pressed before the app has the page would change nothing (docs/rules.md).
  const toggle = buttonUntilHydrated(useHydrated(), disabled);
  if (cast === 'this') {
    return (
      <Group gap="xs">
        <Badge color="red" variant="filled" radius="sm">
          Downvoted (−{PENALTY})
        </Badge>
        <Text size="xs" c="dimmed">
          Final
        </Text>
      </Group>
    );
  }
  if (cast === 'other') return null;
  return (
    <Button
      variant={selected ? 'filled' : 'outline'}
      color="red"
      // Outline red-6 on white is 3.8:1; red-8 (light) and red-4 (dark) hold 4.5:1.
      style={selected ? undefined : OUTLINE_CONTRAST}
      size="xs"
      aria-pressed={selected}
      {...toggle}
      onClick={onToggle}
    >
      {selected ? `Downvoted (−${PENALTY})` : `Downvote (−${PENALTY})`}
    </Button>
  );
}
