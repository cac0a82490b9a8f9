import type { Room } from '@clipclub/protocol/http/rooms';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCopy } from '../../../components/icons.tsx';
import { copyText } from '../../../lib/clipboard.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';

export function shareLink(inviteCode: string, origin: string = window.location.origin): string {
  return `${origin}/join/${inviteCode}`;
}

export function ShareRoomDialog({ room, opened, onClose }: { room: Room; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Share Room">
      <ShareFields room={room} />
    </Modal>
  );
}

/** Drawn only while the dialog is open, in the browser: the link names the page's own origin. */
function ShareFields({ room }: { room: Room }) {
  const link = shareLink(room.inviteCode);
  const copy = async (text: string, toast: string) => {
    try {
      await copyText(text);
      notifySuccess(toast);
    } catch (error) {
      notifyError(error, 'Could not copy to the clipboard');
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Invite people to {room.name} with the code or the link.
      </Text>
      <CopyField
        label="Invite Code"
        value={room.inviteCode}
        onCopy={() => copy(room.inviteCode, 'Invite code copied!')}
        mono
      />
      <CopyField label="Share Link" value={link} onCopy={() => copy(link, 'Share link copied!')} />
    </Stack>
  );
}

function CopyField({
  label,
  value,
  onCopy,
  mono,
}: {
  label: string;
  value: string;
  onCopy: () => void;
  mono?: boolean;
}) {
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        label={label}
        value={value}
        readOnly
        flex={1}
        onFocus={(e) => e.currentTarget.select()}
        styles={
          mono ? { input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.1em' } } : undefined
        }
      />
      <Button
        variant="light"
        leftSection={<IconCopy size={16} />}
        onClick={onCopy}
        aria-label={`Copy ${label.toLowerCase()}`}
      >
        Copy
      </Button>
    </Group>
  );
}
