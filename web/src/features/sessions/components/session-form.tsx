import { LIMITS } from '@clipclub/protocol/constants';
import type { SessionBody } from '@clipclub/protocol/http/sessions';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type FieldErrors, validateWith } from '../../../lib/form-errors.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';

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
  const [theme, setTheme] = useState(initial?.theme ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const checking = useRef(false);
  useEffect(() => void sessionBodySchema().catch(() => {}), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A second press while the schema's code loads does nothing. Single flight of the send
    // lives in the caller's mutation (lib/single-flight.ts, a ref): a check of `pending` here
    // would still read false for the second click of a double click.
    if (checking.current) return;
    checking.current = true;
    try {
      const result = validateWith(await sessionBodySchema(), { theme, description });
      if (!result.ok) {
        setErrors(result.errors);
        return;
      }
      onSubmit(result.data);
    } finally {
      checking.current = false;
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Theme"
          placeholder="e.g. Songs that remind you of summer"
          description={`${theme.length}/${LIMITS.theme}`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={theme}
          onChange={(e) => {
            setTheme(e.currentTarget.value);
            setErrors((v) => ({ ...v, theme: undefined }));
          }}
          error={errors.theme}
          withAsterisk
          data-autofocus
        />
        <Textarea
          label="Description"
          placeholder="Any rules or hints for this round? (optional)"
          rows={3}
          value={description}
          onChange={(e) => {
            setDescription(e.currentTarget.value);
            setErrors((v) => ({ ...v, description: undefined }));
          }}
          error={errors.description}
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
