import { LIMITS } from '@clipclub/protocol/constants';
import type { SessionBody } from '@clipclub/protocol/http/sessions';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { FormActions } from '../../../components/form-actions.tsx';
import { lazySchema } from '../../../lib/lazy-schema.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

const sessionBodySchema = lazySchema(() => import('@clipclub/protocol/http/sessions').then((m) => m.SessionBodySchema));

type Props = {
  initial?: { theme: string; description: string | null };
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (body: SessionBody) => void;
  onCancel: () => void;
};

/** Theme and description, checked with the API's own schema (docs/rules.md §3). */
export function SessionForm({ initial, submitLabel, pendingLabel, pending, onSubmit, onCancel }: Props) {
  const { form, onSubmit: checked } = useSchemaForm({
    initialValues: { theme: initial?.theme ?? '', description: initial?.description ?? '' },
    schema: sessionBodySchema,
  });
  const { theme } = form.getValues();

  return (
    <form onSubmit={checked(onSubmit)} noValidate>
      <Stack gap="md">
        <TextInput
          label="Theme"
          placeholder="e.g. Songs that remind you of summer"
          description={`${theme.length}/${LIMITS.theme}`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('theme')}
          withAsterisk
          data-autofocus
        />
        <Textarea
          label="Description"
          placeholder="Any rules or hints for this round? (optional)"
          rows={3}
          {...form.getInputProps('description')}
        />
        <FormActions submitLabel={submitLabel} pendingLabel={pendingLabel} pending={pending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
