import { EMAIL_KIND_LABELS, type NotificationKind } from '@clipclub/protocol/http/notifications';
import { Button, Loader, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QueryStates } from '../../../components/query-states.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { queryKeys } from '../../../lib/queries/keys.ts';
import { readQuery } from '../../../lib/queries/read-query.ts';
import { reads } from '../../../lib/queries/reads.ts';
import { useHydrated } from '../../../lib/use-hydrated.tsx';
import { putEmailPreferences, resetUnsubscribeLinks } from '../api/notifications-api.ts';
import classes from './reminder-preferences.module.css';

/** Email on/off per kind of reminder; the bell always shows every one. */
export function ReminderPreferences() {
  const client = useQueryClient();
  const preferences = useQuery(readQuery(reads.emailPreferences()));
  // On a page drawn on the server, a switch flipped before the app has it reaches no handler
  // and would look saved while nothing is: none can be flipped until then.
  const hydrated = useHydrated();
  const save = useMutation({
    mutationFn: (change: { kind: NotificationKind; email: boolean }) => putEmailPreferences([change]),
    onSuccess: (saved) => client.setQueryData(queryKeys.emailPreferences, saved),
    onError: (error) => notifyError(error, 'Could not save your reminder settings'),
  });
  // A forwarded reminder's one-click link works for whoever holds it, until it is reset.
  const resetLinks = useMutation({
    mutationFn: resetUnsubscribeLinks,
    onSuccess: () => notifySuccess('Unsubscribe links reset', 'Links in emails you already got no longer work'),
    onError: (error) => notifyError(error, 'Could not reset the unsubscribe links'),
  });
  return (
    <QueryStates
      query={preferences}
      loading={<Loader size="sm" aria-label="Loading reminder settings" />}
      failed="Could not load your reminder settings"
      layout="inline"
    >
      {(data) => (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Email me when… (emails are sent only where the server has email set up)
          </Text>
          {data.preferences.map((p) => (
            <Switch
              key={p.kind}
              label={EMAIL_KIND_LABELS[p.kind]}
              checked={p.email}
              disabled={!hydrated || save.isPending}
              classNames={hydrated ? undefined : { input: classes.drawn }}
              onChange={(e) => save.mutate({ kind: p.kind, email: e.currentTarget.checked })}
            />
          ))}
          <Text size="sm" c="dimmed">
            Forwarded a reminder email? Its unsubscribe link works for whoever has it until you reset the links.
          </Text>
          <Button variant="default" onClick={() => resetLinks.mutate()} loading={resetLinks.isPending} w="fit-content">
            Reset unsubscribe links
          </Button>
        </Stack>
      )}
    </QueryStates>
  );
}
