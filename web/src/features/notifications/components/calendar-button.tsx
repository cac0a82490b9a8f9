import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconCalendar, IconCopy } from '../../../components/icons.tsx';
import { copyText } from '../../../lib/clipboard.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { readQuery } from '../../../lib/queries/read-query.ts';
import { reads } from '../../../lib/queries/reads.ts';
import { useEver } from '../../../lib/use-ever.ts';

/** The room header's Calendar button: the member's private feed URL, to paste into a calendar app. */
export function CalendarButton({ roomId }: { roomId: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  const shown = useEver(opened); // the dialog is drawn from its first opening on (lib/use-ever.ts)
  const feed = useQuery({ ...readQuery(reads.calendarLink(roomId)), enabled: opened });
  const copy = async () => {
    if (!feed.data) return;
    try {
      await copyText(feed.data.url);
      notifySuccess('Copied', 'Calendar link copied');
    } catch (error) {
      notifyError(error, 'Could not copy the link');
    }
  };
  return (
    <>
      <Button variant="default" leftSection={<IconCalendar size={16} />} onClick={open}>
        Calendar
      </Button>
      {shown && (
        <Modal opened={opened} onClose={close} title="Deadlines in your calendar">
          <Stack gap="sm">
            <Text size="sm">
              Subscribe to this link in your calendar app to see every deadline of this room. It is yours alone: do not
              share it.
            </Text>
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                label="Calendar link"
                readOnly
                value={feed.data?.url ?? (feed.isError ? 'Could not load the link' : 'Loading…')}
                style={{ flex: 1 }}
                onFocus={(e) => e.currentTarget.select()}
              />
              <Button leftSection={<IconCopy size={16} />} onClick={copy} disabled={!feed.data}>
                Copy
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </>
  );
}
