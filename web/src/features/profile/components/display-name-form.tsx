import type { User } from '@clipclub/protocol/http/auth';
import { UpdateProfileBodySchema } from '@clipclub/protocol/http/profile';
import { Button, Group, TextInput } from '@mantine/core';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useUpdateProfile } from '../api/profile-api.ts';

/** The chosen display name; Google's name (providerName) is the default and can be restored. */
export function DisplayNameForm({ user, providerName }: { user: User; providerName: string }) {
  const { form, onSubmit } = useSchemaForm({
    initialValues: { displayName: user.displayName ?? providerName },
    schema: UpdateProfileBodySchema,
  });
  const update = useUpdateProfile();
  const show = (displayName: string) => {
    form.setValues({ displayName });
    form.clearErrors();
  };

  const save = onSubmit(({ displayName }) => {
    update.mutate(
      { displayName },
      {
        onSuccess: (saved) => {
          show(saved.displayName ?? providerName);
          notifySuccess('Saved', 'Your display name is updated in every room');
        },
        onError: (e) => notifyError(e, 'Could not save your display name'),
      },
    );
  });

  const useProviderName = () =>
    update.mutate(
      { displayName: null },
      {
        onSuccess: () => {
          show(providerName);
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
        {...form.getInputProps('displayName')}
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
