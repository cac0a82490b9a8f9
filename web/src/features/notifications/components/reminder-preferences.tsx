import type { NotificationKind } from '@clipclub/protocol/http/notifications';
import { Loader, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyError } from '../../../lib/notify.ts';
import { queryKeys } from '../../../lib/queries/keys.ts';
import { readQuery } from '../../../lib/queries/read-query.ts';
import { reads } from '../../../lib/queries/reads.ts';
import { putEmailPreferences } from '../api/notifications-api.ts';

const LABELS: Record<NotificationKind, string> = {
  session_opened: 'A session opens',
  deadline_24h: '24 hours before a deadline I have not met',
  deadline_1h: '1 hour before a deadline I have not met',
  results_ready: 'Results are in',
  nudged: 'An admin nudges me',
  made_admin: 'I am made an admin',
  video_comment: 'Someone comments on my video (at most one email an hour)',
};

/** Email on/off per kind of reminder; the bell always shows every one. */
export function ReminderPreferences() {
  const client = useQueryClient();
  const { data, isPending } = useQuery(readQuery(reads.emailPreferences()));
  const save = useMutation({
    mutationFn: (change: { kind: NotificationKind; email: boolean }) => putEmailPreferences([change]),
    onSuccess: (saved) => client.setQueryData(queryKeys.emailPreferences, saved),
    onError: (error) => notifyError(error, 'Could not save your reminder settings'),
  });
  if (isPending || !data) return <Loader size="sm" aria-label="Loading reminder settings" />;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Email me when… (emails are sent only where the server has email set up)
      </Text>
      {data.preferences.map((p) => (
        <Switch
          key={p.kind}
          label={LABELS[p.kind]}
          checked={p.email}
          disabled={save.isPending}
          onChange={(e) => save.mutate({ kind: p.kind, email: e.currentTarget.checked })}
        />
      ))}
    </Stack>
  );
}
