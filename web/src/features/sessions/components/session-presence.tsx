import type { Participant } from '@clipclub/protocol/http/sessions';
import { Avatar, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { PersonAvatar } from '../../../components/person-avatar.tsx';

const SHOWN = 8;

/**
 * Who has taken part in the current phase, as avatars with their names on hover and for screen
 * readers, followed by `summary` ('2 of 3 submitted'). Names only: the session payload never
 * says what anyone submitted or how they voted.
 */
export function SessionPresence({
  verb,
  people,
  summary,
}: {
  verb: 'submitted' | 'voted';
  people: readonly Participant[];
  summary: string;
}) {
  const shown = people.slice(0, SHOWN);
  const more = people.length - shown.length;
  return (
    <Group gap="sm" wrap="nowrap" mih={30}>
      {shown.length > 0 && (
        <Tooltip.Group openDelay={700} closeDelay={100}>
          <Avatar.Group spacing="xs" aria-hidden="true">
            {shown.map((p) => (
              <Tooltip key={p.userId} label={p.userName} withArrow>
                <PersonAvatar name={p.userName} image={p.userImage} size={30} />
              </Tooltip>
            ))}
            {more > 0 && (
              <Tooltip
                label={people
                  .slice(SHOWN)
                  .map((p) => p.userName)
                  .join(', ')}
                withArrow
              >
                <Avatar size={30} radius="xl">
                  +{more}
                </Avatar>
              </Tooltip>
            )}
          </Avatar.Group>
        </Tooltip.Group>
      )}
      <Text size="sm" c="dimmed" fw={500}>
        {summary}
        {people.length > 0 && (
          <VisuallyHidden>{` (${verb === 'submitted' ? 'Submitted' : 'Voted'}: ${people.map((p) => p.userName).join(', ')})`}</VisuallyHidden>
        )}
      </Text>
    </Group>
  );
}
