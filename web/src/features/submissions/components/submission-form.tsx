import { LIMITS } from '@clipclub/protocol/constants';
import { type CreateSubmissionBody, CreateSubmissionBodySchema } from '@clipclub/protocol/http/submissions';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { FormActions } from '../../../components/form-actions.tsx';
import { RestoredNote } from '../../../components/restored-note.tsx';
import { type DraftSlot, restoreText } from '../../../lib/drafts.ts';
import { validateWith } from '../../../lib/form-errors.ts';
import { useDraft } from '../../../lib/use-draft.ts';
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
export function SubmissionForm({ initial, submitLabel, pendingLabel, pending, onSubmit, onCancel, draft }: Props) {
  const fields = useDraft<Fields>(
    draft,
    () => ({ youtubeUrl: initial?.youtubeUrl ?? '', commentary: initial?.commentary ?? '' }),
    restoreFields,
  );
  // The draft starts the form and follows every change.
  const { form, onSubmit: checked } = useSchemaForm({
    initialValues: fields.value,
    schema: CreateSubmissionBodySchema,
    onValuesChange: fields.setValue,
  });
  const { youtubeUrl, commentary } = form.getValues();

  // Says what is wrong with a pasted link as soon as the field is left, not only on submit.
  const checkUrl = () => {
    if (!youtubeUrl.trim()) return;
    const result = validateWith(CreateSubmissionBodySchema, form.getValues());
    form.setFieldError('youtubeUrl', result.ok ? null : result.errors.youtubeUrl);
  };

  const submit = checked((body) => {
    if (!pending) onSubmit(body);
  });

  const over = commentary.length > LIMITS.commentary;
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
          styles={{ description: { textAlign: 'right', color: over ? 'var(--mantine-color-error)' : undefined } }}
        />
        <FormActions submitLabel={submitLabel} pendingLabel={pendingLabel} pending={pending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
