import type { User } from '@clipclub/protocol/http/auth';
import { DisplayNameSchema } from '@clipclub/protocol/http/profile';
import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useUpdateProfile } from '../api/profile-api.ts';

/** The chosen display name; Google's name (providerName) is the default and can be restored. */
export function DisplayNameForm({ user, providerName }: { user: User; providerName: string }) {
  const [value, setValue] = useState(user.displayName ?? providerName);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateProfile();

  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = DisplayNameSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Display name is required');
      return;
    }
    setError(null);
    update.mutate(
      { displayName: parsed.data },
      {
        onSuccess: (saved) => {
          setValue(saved.displayName ?? providerName);
          notifySuccess('Saved', 'Your display name is updated in every room');
        },
        onError: (e) => notifyError(e, 'Could not save your display name'),
      },
    );
  };

  const useProviderName = () =>
    update.mutate(
      { displayName: null },
      {
        onSuccess: () => {
          setValue(providerName);
          setError(null);
          notifySuccess('Saved', 'Your Google name is your display name again');
        },
        onError: (e) => notifyError(e, 'Could not save your display name'),
      },
    );

  return (
    <form onSubmit={save} noValidate>
      <TextInput
        label="Display name"
        description={`What everyone in your rooms sees. Your Google name is ${providerName}.`}
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        error={error}
        maxLength={60}
        autoComplete="nickname"
      />
      <Group mt="sm" gap="sm">
        <Button type="submit" loading={update.isPending}>
          Save name
        </Button>
        {user.displayName !== null && (
          <Button variant="default" onClick={useProviderName} disabled={update.isPending}>
            Use my Google name
          </Button>
        )}
      </Group>
    </form>
  );
}
