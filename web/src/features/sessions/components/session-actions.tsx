import type { VotingMode } from '@clipclub/protocol/http/common';
import type { Session } from '@clipclub/protocol/http/sessions';
import { Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useAdvanceSession } from '../hooks/use-session-mutations.ts';
import { primaryActions } from '../lib/player-state.ts';
import classes from './session-card.module.css';
import { IconChartBar, IconCheckbox, IconExternalLink, IconUpload } from './session-icons.tsx';

type Props = {
  session: Session;
  isActive: boolean;
  manual: boolean;
  isAdmin: boolean;
  canOpen: boolean;
  userId: string | undefined;
  votingMode: VotingMode;
};

/** The card's buttons: the player's next step, Watch Together, the playlist; or how it opens. */
export function SessionActions({ session, isActive, manual, isAdmin, canOpen, userId, votingMode }: Props) {
  const { status } = session;

  if (status === 'upcoming') {
    return (
      <Group gap="sm" justify="space-between">
        <Text size="sm" c="dimmed" fs="italic">
          {manual ? 'Admin will open when ready' : 'Opens when previous session ends'}
        </Text>
        {manual && isAdmin && canOpen && <OpenSubmissionsButton session={session} />}
      </Group>
    );
  }

  const playlist = (status === 'voting' || status === 'results') && session.playlistUrl && (
    <Button
      component="a"
      href={session.playlistUrl}
      target="_blank"
      rel="noopener noreferrer"
      variant="default"
      rightSection={<IconExternalLink size={16} />}
    >
      Watch Playlist on YouTube
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Button>
  );

  // The main button follows the player: Submit → Edit, Cast → Change or "waiting on N".
  const actions = primaryActions(session, { userId, isActive, mode: votingMode });
  return (
    <Group gap="sm" className={classes.actions}>
      {actions.map((action) =>
        action.kind === 'link' ? (
          <Button
            key={action.label}
            component={Link}
            to={action.to}
            variant={action.emphasis === 'primary' ? 'filled' : 'light'}
            leftSection={ACTION_ICONS[status]}
          >
            {action.label}
          </Button>
        ) : (
          <Text key={action.label} size="sm" fw={600} role="status">
            {action.label}
          </Text>
        ),
      )}
      {(status === 'voting' || status === 'results') && (
        <Button component={Link} to={`/session/${session.id}/watch`} variant="default">
          Watch Together
        </Button>
      )}
      {playlist}
    </Group>
  );
}

const ACTION_ICONS = {
  upcoming: null,
  submissions: <IconUpload size={16} />,
  voting: <IconCheckbox size={16} />,
  results: <IconChartBar size={16} />,
} as const;

/** Manual rooms: an upcoming session waits for an admin to open it (action startSubmissions). */
function OpenSubmissionsButton({ session }: { session: Session }) {
  const advance = useAdvanceSession(session);
  return (
    <Button
      variant="light"
      onClick={() => !advance.isPending && advance.mutate('startSubmissions')}
      disabled={advance.isPending}
    >
      {advance.isPending ? 'Opening...' : 'Open Submissions'}
    </Button>
  );
}
