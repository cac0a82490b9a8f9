import { LIMITS } from '@clipclub/protocol/constants';
import { type CreateSubmissionBody, CreateSubmissionBodySchema } from '@clipclub/protocol/http/submissions';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { type FieldErrors, validateWith } from '../../../lib/form-errors.ts';

type Props = {
  initial?: { youtubeUrl: string; commentary: string | null };
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (body: CreateSubmissionBody) => void;
  onCancel?: () => void;
};

/**
 * Video link and optional commentary, checked with the API's own schema, so the form refuses
 * exactly what the server would, in the same words (product-spec §5).
 */
export function SubmissionForm({ initial, submitLabel, pendingLabel, pending, onSubmit, onCancel }: Props) {
  const [youtubeUrl, setYoutubeUrl] = useState(initial?.youtubeUrl ?? '');
  const [commentary, setCommentary] = useState(initial?.commentary ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});

  const check = () => validateWith(CreateSubmissionBodySchema, { youtubeUrl, commentary });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = check();
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    onSubmit(result.data);
  };

  // Says what is wrong with a pasted link as soon as the field is left, not only on submit.
  const checkUrl = () => {
    if (!youtubeUrl.trim()) return;
    const result = check();
    setErrors((v) => ({ ...v, youtubeUrl: result.ok ? undefined : result.errors.youtubeUrl }));
  };

  const over = commentary.length > LIMITS.commentary;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="YouTube URL"
          placeholder="https://www.youtube.com/watch?v=..."
          type="url"
          inputMode="url"
          autoComplete="off"
          value={youtubeUrl}
          onChange={(e) => {
            setYoutubeUrl(e.currentTarget.value);
            setErrors((v) => ({ ...v, youtubeUrl: undefined }));
          }}
          onBlur={checkUrl}
          error={errors.youtubeUrl}
          withAsterisk
          data-autofocus
        />
        <Textarea
          label="Commentary (Optional)"
          placeholder="Why this video? What should everyone watch for?"
          autosize
          minRows={3}
          maxRows={10}
          value={commentary}
          onChange={(e) => {
            setCommentary(e.currentTarget.value);
            setErrors((v) => ({ ...v, commentary: undefined }));
          }}
          description={`${commentary.length}/${LIMITS.commentary}`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          styles={{ description: { textAlign: 'right', color: over ? 'var(--mantine-color-error)' : undefined } }}
          error={errors.commentary}
        />
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" disabled={pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
