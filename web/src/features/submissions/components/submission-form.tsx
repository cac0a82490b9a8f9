import { LIMITS } from '@clipclub/protocol/constants';
import { type CreateSubmissionBody, CreateSubmissionBodySchema } from '@clipclub/protocol/http/submissions';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { fieldUntilHydrated } from '../../../components/drawn-controls.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { RestoredNote } from '../../../components/restored-note.tsx';
import { type DraftSlot, restoreText } from '../../../lib/drafts.ts';
import { validateWith } from '../../../lib/form-errors.ts';
import { useDraft } from '../../../lib/use-draft.ts';
import { useHydrated } from '../../../lib/use-hydrated.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

type Props = {
  initial?: { youtubeUrl: string; commentary: string | null };
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (body: CreateSubmissionBody) => void;
  onCancel?: () => void;
  /** Where the unsent text is kept in the browser until it is saved. */
  draft?: DraftSlot | undefined;
  /** A video link shared to the app (/share): the link field starts with it, checked at once. */
  prefill?: string | undefined;
};

type Fields = { youtubeUrl: string; commentary: string };

// Generous bounds for what a draft may bring back; the schema still checks the real limits.
function restoreFields(saved: unknown): Fields | undefined {
  const youtubeUrl = restoreText(saved, 'youtubeUrl', 2000);
  const commentary = restoreText(saved, 'commentary', LIMITS.commentary * 2);
  if (youtubeUrl === undefined && commentary === undefined) return undefined;
  if (!youtubeUrl && !commentary) return undefined;
  return { youtubeUrl: youtubeUrl ?? '', commentary: commentary ?? '' };
}

/**
 * Video link and optional commentary, checked with the API's own schema, so the form refuses
 * exactly what the server would, in the same words (docs/rules.md §4).
 */
export function SubmissionForm({
  initial,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  onCancel,
  draft,
  prefill,
}: Props) {
  const fields = useDraft<Fields>(
    draft,
    () => ({ youtubeUrl: prefill ?? initial?.youtubeUrl ?? '', commentary: initial?.commentary ?? '' }),
    // A link just shared replaces the draft's; its commentary stays.
    (saved) => {
      const restored = restoreFields(saved);
      return restored && prefill ? { ...restored, youtubeUrl: prefill } : restored;
    },
  );
  // The draft starts the form and follows every change.
  const { form, onSubmit: checked } = useSchemaForm({
    initialValues: fields.value,
    schema: CreateSubmissionBodySchema,
    onValuesChange: fields.setValue,
  });
  const { youtubeUrl, commentary } = form.getValues();

  // A draft restored after hydration (a page drawn on the server, or its offline copy) arrives
  // once the form has its first values: the fields take it then.
  const { restored, value: restoredValue } = fields;
  const tookRestored = useRef(restored);
  useEffect(() => {
    if (!restored || tookRestored.current) return;
    tookRestored.current = true;
    form.setValues(restoredValue);
  }, [restored, restoredValue, form]);

  // Says what is wrong with a pasted link as soon as the field is left, not only on submit.
  const checkUrl = () => {
    if (!youtubeUrl.trim()) return;
    const result = validateWith(CreateSubmissionBodySchema, form.getValues());
    form.setFieldError('youtubeUrl', result.ok ? null : result.errors.youtubeUrl);
  };

  // A shared link that is no YouTube video says so at once, in the form's usual words.
  const checkShared = useRef(Boolean(prefill?.trim()));
  useEffect(() => {
    if (!checkShared.current) return;
    checkShared.current = false;
    const result = validateWith(CreateSubmissionBodySchema, form.getValues());
    if (!result.ok && result.errors.youtubeUrl) form.setFieldError('youtubeUrl', result.errors.youtubeUrl);
  });

  const submit = checked((body) => {
    if (!pending) onSubmit(body);
  });

  const over = commentary.length > LIMITS.commentary;
  // Text typed into a drawn form is not the form's (nor the draft's): the fields take typing
  // once the app has the page (docs/rules.md, HTML ahead of the app).
  const field = fieldUntilHydrated(useHydrated());
  return (
    <form onSubmit={submit} noValidate>
      {fields.restored && <RestoredNote what={initial ? 'changes' : 'submission'} />}
      <Stack gap="md">
        <TextInput
          label="YouTube URL"
          placeholder="https://www.youtube.com/watch?v=..."
          type="url"
          inputMode="url"
          autoComplete="off"
          {...form.getInputProps('youtubeUrl')}
          onBlur={checkUrl}
          withAsterisk
          data-autofocus
          {...field}
        />
        <Textarea
          label="Commentary (Optional)"
          placeholder="Why this video? What should everyone watch for?"
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps('commentary')}
          description={`${commentary.length}/${LIMITS.commentary}`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...field}
          styles={{ description: { textAlign: 'right', color: over ? 'var(--mantine-color-error)' : undefined } }}
        />
        <FormActions submitLabel={submitLabel} pendingLabel={pendingLabel} pending={pending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
