// Drawn only for a signed-in player: the sheets of the signed-in screens (its comment).
import '../../../signed-in-styles.ts';
import type { NudgeReceivedEvent } from '@clipclub/protocol/http/nudges';
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { queryKeys } from '../../../lib/queries/keys.ts';
import { getSocket } from '../../../lib/socket.ts';
import { nudgeToast } from '../lib/nudge-text.ts';

/**
 * A signed-in player's live nudges: 'nudge:received' on the tab's socket (the server sends it to
 * the player's own channel only) becomes a toast with the way to act on it. Renders nothing.
 */
export function NudgeListener() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = getSocket();
    const onNudge = (e: NudgeReceivedEvent) => {
      const toast = nudgeToast(e);
      // My Rooms' cards, so the nudged room says so at once.
      void queryClient.invalidateQueries({ queryKey: queryKeys.roomStates });
      notifications.clean();
      const id = notifications.show({
        title: toast.title,
        color: 'orange',
        autoClose: 15_000,
        message: (
          <Stack gap={6} align="flex-start">
            <Text size="sm">{toast.message}</Text>
            <Button
              size="compact-sm"
              onClick={() => {
                notifications.hide(id);
                navigate(toast.to);
              }}
            >
              {toast.action}
            </Button>
          </Stack>
        ),
      });
    };
    socket.on('nudge:received', onNudge);
    return () => {
      socket.off('nudge:received', onNudge);
    };
  }, [navigate, queryClient]);
  return null;
}
