import type { User } from '@clipclub/protocol/http/auth';
import { UpdateProfileBodySchema } from '@clipclub/protocol/http/profile';
import { Button, Group, TextInput } from '@mantine/core';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useHydrated } from '../../../lib/use-hydrated.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useUpdateProfile } from '../api/profile-api.ts';

/** The chosen display name; Google's name (providerName) is the default and can be restored. */
export function DisplayNameForm({ user, providerName }: { user: User; providerName: string }) {
  const { form, onSubmit } = useSchemaForm({
    initialValues: { displayName: user.displayName ?? providerName },
    schema: UpdateProfileBodySchema,
  });
  const update = useUpdateProfile();
  // On a page drawn on the server, a name typed before the app has it is not the form's: Save
  // would send the old one. The field takes typing once the app owns the page.
  const hydrated = useHydrated();
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
        disabled={!hydrated}
      />
      <Group mt="sm" gap="sm">
        <Button type="submit" loading={update.isPending} disabled={!hydrated}>
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
