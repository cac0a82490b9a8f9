import type { Session } from '@clipclub/protocol/http/sessions';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDeleteSession } from '../hooks/use-session-mutations.ts';

export function DeleteSessionDialog({
  session,
  opened,
  onClose,
}: {
  session: Session;
  opened: boolean;
  onClose: () => void;
}) {
  const deleteSession = useDeleteSession(session);
  const pending = deleteSession.isPending;
  return (
    <Modal opened={opened} onClose={onClose} title="Delete Session">
      <Stack gap="md">
        <Text size="sm">
          Delete Session {session.sessionNumber}, <strong>{session.theme}</strong>? Its submissions and votes are
          deleted with it{session.status === 'results' ? ', and its points leave the leaderboard' : ''}. This cannot be
          undone.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color="red"
            onClick={() => !pending && deleteSession.mutate(undefined, { onSuccess: onClose })}
            disabled={pending}
          >
            {pending ? 'Deleting...' : 'Delete Session'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
