import { FORMER_PLAYER } from '@clipclub/protocol/constants';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { notifyError } from '../../../lib/notify.ts';
import { ACCOUNT_DATA_URL, deleteAccount } from '../api/account-api.ts';

/** /settings → Your data: a JSON file of everything held about the player, and deleting the account. */
export function YourData({ userId }: { userId: string }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack gap="sm">
      <Text size="sm">
        Download a file of everything Clip Club holds about you: your profile, rooms, submissions, ballots and comments,
        notifications and preferences.
      </Text>
      <Group>
        <Button component="a" href={ACCOUNT_DATA_URL} download variant="default">
          Download my data
        </Button>
        <Button color="red" variant="light" onClick={() => setConfirming(true)}>
          Delete account
        </Button>
      </Group>
      <DeleteAccountDialog userId={userId} opened={confirming} onClose={() => setConfirming(false)} />
    </Stack>
  );
}

function DeleteAccountDialog({ userId, opened, onClose }: { userId: string; opened: boolean; onClose: () => void }) {
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    if (pending) return;
    setPending(true);
    try {
      await deleteAccount(userId);
    } catch (error) {
      // The only admin of a room is told which room to hand over first (the server's message).
      notifyError(error, 'Could not delete your account');
      setPending(false);
      onClose();
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Delete account">
      <Stack gap="md">
        <Text size="sm">
          Your sign-in, profile, rooms, preferences and calendar links are deleted at once, and open submissions and
          ballots are withdrawn. Finished sessions keep their results, with your entries shown as '{FORMER_PLAYER}'.
          This cannot be undone.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" onClick={confirm} disabled={pending}>
            {pending ? 'Deleting...' : 'Delete my account'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
