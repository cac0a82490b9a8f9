import { Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyError } from '../../../lib/notify.ts';
import { queryKeys } from '../../../lib/queries/keys.ts';
import { forgetSubscription, pushQueries, saveSubscription } from '../api/push-api.ts';
import { currentSubscription, PushBlockedError, pushSupported, subscribeDevice } from '../lib/push-device.ts';

/**
 * Push on this device (docs/rules.md "Push"): the same reminders as email, under the same
 * settings above. Hidden when the server has no push (its public key answers 404) or the
 * browser cannot take it.
 */
export function PushToggle() {
  const client = useQueryClient();
  const supported = pushSupported();
  const key = useQuery({ ...pushQueries.publicKey(), enabled: supported });
  const device = useQuery({ ...pushQueries.device(), enabled: supported && Boolean(key.data) });
  const toggle = useMutation({
    mutationFn: async (on: boolean) => {
      if (on) {
        const subscription = await subscribeDevice(key.data ?? '');
        await saveSubscription(subscription);
        return subscription;
      }
      const subscription = await currentSubscription();
      if (subscription) {
        await forgetSubscription(subscription.endpoint);
        await subscription.unsubscribe();
      }
      return null;
    },
    onSuccess: (subscription) => client.setQueryData(queryKeys.pushDevice, subscription),
    onError: (error) =>
      notifyError(error, error instanceof PushBlockedError ? error.message : 'Could not change push on this device'),
  });
  if (!supported || !key.data || device.isPending) return null;
  return (
    <Stack gap={4}>
      <Switch
        label="Push notifications on this device"
        checked={Boolean(device.data)}
        disabled={toggle.isPending}
        onChange={(e) => toggle.mutate(e.currentTarget.checked)}
      />
      <Text size="xs" c="dimmed">
        The same reminders as email, under the settings above, sent to this phone or browser.
      </Text>
    </Stack>
  );
}
