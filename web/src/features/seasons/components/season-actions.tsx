import type { Season } from '@clipclub/protocol';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyError } from '../../../lib/notify.ts';
import { queryKeys } from '../../../lib/queries/keys.ts';
import { endSeason, startSeason } from '../api/seasons-api.ts';

type Action = 'end' | 'next';

const CONFIRM: Record<Action, { title: string; text: (name: string) => string; failed: string }> = {
  end: {
    title: 'End season',
    text: (name) => `End ${name} now? It finishes with the standings so far and its recap opens.`,
    failed: 'Could not end the season',
  },
  next: {
    title: 'Start next season',
    text: (name) => `Start the next season now? ${name} finishes with the standings so far and its recap opens.`,
    failed: 'Could not start the next season',
  },
};

/**
 * The admin's season buttons. Finishing a running season cannot be undone, so it is asked
 * first; a refusal (a session still taking submissions or votes: 409) says why in a toast.
 */
export function SeasonActions({ roomId, season }: { roomId: string; season: Season }) {
  const client = useQueryClient();
  const [asking, setAsking] = useState<Action | null>(null);
  const settled = (action: Action) => ({
    onSuccess: () => {
      setAsking(null);
      return client.invalidateQueries({ queryKey: queryKeys.room(roomId) });
    },
    onError: (error: unknown) => {
      setAsking(null);
      notifyError(error, CONFIRM[action].failed);
    },
  });
  const end = useMutation({ mutationFn: () => endSeason(season.id), ...settled('end') });
  const next = useMutation({ mutationFn: () => startSeason(roomId), ...settled('next') });
  const running = season.status === 'running';
  const confirm = asking ? CONFIRM[asking] : null;
  const mutation = asking === 'end' ? end : next;

  return (
    <>
      <Group gap="xs">
        {running && (
          <Button variant="default" loading={end.isPending} onClick={() => setAsking('end')}>
            End season
          </Button>
        )}
        {/* A finished season loses nothing: the next one starts at once. */}
        <Button loading={next.isPending} onClick={() => (running ? setAsking('next') : next.mutate())}>
          Start next season
        </Button>
      </Group>
      <Modal opened={confirm !== null} onClose={() => setAsking(null)} title={confirm?.title}>
        <Stack gap="md">
          <Text size="sm">{confirm?.text(season.name)} This cannot be undone.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(null)}>
              Cancel
            </Button>
            <Button loading={mutation.isPending} onClick={() => mutation.mutate()}>
              {confirm?.title}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
