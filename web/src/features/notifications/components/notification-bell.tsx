// Drawn only for a signed-in player: the sheets of the signed-in screens (its comment).
import '../../../signed-in-styles.ts';
import type { Notification } from '@clipclub/protocol/http/notifications';
import { notificationPath } from '@clipclub/protocol/notification-link';
import {
  ActionIcon,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { IconBell } from '../../../components/icons.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { useDisplayTimeZone } from '../../../stores/time-zone-store.ts';
import { useMarkAllRead, useMarkRead, useNotifications } from '../hooks/use-notifications.ts';
import { notificationText } from '../lib/notification-text.ts';
import classes from './notification-bell.module.css';

/** The header's bell: unread count, and a list that marks a notification read when opened. */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const { data } = useNotifications();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const navigate = useNavigate();
  const unread = data?.unreadCount ?? 0;
  const list = data?.notifications ?? [];

  // Opening the list is seeing it: the count clears at once (docs/rules.md §7). What was new
  // stays marked as new in the list while it is open.
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const openList = () => {
    setOpened(true);
    if (unread === 0) return setFresh(new Set());
    setFresh(new Set(list.filter((n) => !n.readAt).map((n) => n.id)));
    markAll.mutate(undefined, { onError: (e) => notifyError(e, 'Could not mark all read') });
  };

  const open = (n: Notification) => {
    if (!n.readAt) markRead.mutate(n.id, { onError: (e) => notifyError(e, 'Could not mark the notification read') });
    const link = notificationPath(n);
    if (link) {
      setOpened(false);
      navigate(link);
    }
  };

  return (
    // The Indicator wraps the whole Popover so the target's aria-expanded sits on the button itself.
    <Indicator label={unread > 99 ? '99+' : unread} size={18} disabled={unread === 0} offset={4} color="red.9">
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={340} shadow="md" withinPortal>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size="lg"
            color="gray"
            onClick={() => (opened ? setOpened(false) : openList())}
            aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
          >
            <IconBell size={20} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0}>
          <Group justify="space-between" px="sm" py="xs" className={classes.head}>
            <Text fw={600} size="sm">
              Notifications
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              disabled={unread === 0}
              loading={markAll.isPending}
              onClick={() => markAll.mutate(undefined, { onError: (e) => notifyError(e, 'Could not mark all read') })}
            >
              Mark all read
            </Button>
          </Group>
          {/* Reminder emails are chosen on /settings; the bell links there. */}
          <Group justify="flex-end" px="sm" py={4}>
            <Button
              size="compact-xs"
              variant="subtle"
              component={Link}
              to="/settings#settings-reminders"
              onClick={() => setOpened(false)}
            >
              Reminder settings
            </Button>
          </Group>
          {list.length === 0 ? (
            <Text size="sm" c="dimmed" p="md" ta="center">
              No notifications yet
            </Text>
          ) : (
            <NotificationList list={list} fresh={fresh} onOpen={open} />
          )}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}

/**
 * The open bell's list. Its own component because the time format is built only once the list
 * is shown: the first Intl.DateTimeFormat of a page load costs a slow phone ~50 ms.
 */
function NotificationList({
  list,
  fresh,
  onOpen,
}: {
  list: Notification[];
  /** new when the list was opened (marked read since) */
  fresh: ReadonlySet<string>;
  onOpen: (n: Notification) => void;
}) {
  // Times in the zone chosen on /settings, like every deadline.
  const timeZone = useDisplayTimeZone();
  const timeFormat = useMemo(
    () => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone }),
    [timeZone],
  );
  return (
    <ScrollArea.Autosize mah={360}>
      <Stack gap={0} component="ul" className={classes.list}>
        {list.map((n) => (
          <li key={n.id}>
            <UnstyledButton
              className={classes.item}
              data-unread={!n.readAt || fresh.has(n.id) || undefined}
              onClick={() => onOpen(n)}
            >
              <Text size="sm" fw={n.readAt && !fresh.has(n.id) ? 400 : 600}>
                {notificationText(n)}
              </Text>
              <Text size="xs" c="dimmed">
                {timeFormat.format(new Date(n.createdAt))}
                {(!n.readAt || fresh.has(n.id)) && <VisuallyHidden>, new</VisuallyHidden>}
              </Text>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}
