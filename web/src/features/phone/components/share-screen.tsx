import { Alert, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

/** A room whose session takes submissions now: where the shared video can go. */
export type ShareTarget = {
  roomId: string;
  roomName: string;
  sessionId: string;
  sessionNumber: number;
  /** Null when the room keeps it hidden from this player (room states, theme visibility). */
  theme: string | null;
  submitted: boolean;
};

export const submitSharedUrl = (sessionId: string, link: string) =>
  `/submit/${encodeURIComponent(sessionId)}?${new URLSearchParams({ url: link })}`;

type Props = {
  link: string;
  /** The submission form's own message for this link (docs/rules.md §10 "On a phone"), or null when it is fine. */
  linkError: string | null;
  targets: readonly ShareTarget[];
};

/**
 * /share: a video shared from another app (the manifest's share_target). Offers the player's rooms
 * whose session takes submissions; each opens its submit screen with the link filled in.
 */
export function ShareScreen({ link, linkError, targets }: Props) {
  return (
    <Container size="sm" py="xl">
      <title>Share a video · Clip Club</title>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={28}>
            Share a video
          </Title>
          <Text c="dimmed" mt={4}>
            Choose the room to submit it to.
          </Text>
        </div>
        <Card withBorder radius="lg" padding="md">
          <Text size="sm" fw={600}>
            Shared link
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="shared-link">
            {link || 'Nothing came with the share.'}
          </Text>
          {linkError && (
            <Alert color="red" variant="light" mt="sm" title={linkError}>
              Submit it anyway and the form will ask for a YouTube video link instead.
            </Alert>
          )}
        </Card>
        {targets.length === 0 ? (
          <Card withBorder radius="lg" padding="lg">
            <Text fw={600}>None of your rooms takes submissions right now.</Text>
            <Text c="dimmed" size="sm" mt={4}>
              A room's session opens for submissions when its admin starts one (or on its schedule).
            </Text>
            <Button component={Link} to="/dashboard" variant="default" mt="md">
              Go to My Rooms
            </Button>
          </Card>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {targets.map((target) => (
              <Card component="li" key={target.sessionId} withBorder radius="lg" padding="md">
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <div style={{ minWidth: 0, flex: '1 1 200px' }}>
                    <Text fw={700} lineClamp={1}>
                      {target.roomName}
                    </Text>
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      Session {target.sessionNumber}
                      {target.theme ? `: ${target.theme}` : ''}
                    </Text>
                  </div>
                  <Button
                    component={Link}
                    to={submitSharedUrl(target.sessionId, link)}
                    // The visible words first, then the room (WCAG 2.5.3: the name holds what is seen).
                    aria-label={`${target.submitted ? 'Replace my video' : 'Submit here'}: ${target.roomName}`}
                  >
                    {target.submitted ? 'Replace my video' : 'Submit here'}
                  </Button>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
