import { LIMITS } from '@clipclub/protocol/constants';
import { type Submission, SubmissionTitleBodySchema } from '@clipclub/protocol/http/submissions';
import { Alert, Button, Group, TextInput } from '@mantine/core';
import { buttonUntilHydrated, fieldUntilHydrated } from '../../../components/drawn-controls.ts';
import { useHydrated } from '../../../lib/use-hydrated.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useUpdateSubmission } from '../hooks/use-submission-mutations.ts';

type Props = { submission: Submission; roomId: string; userId: string | undefined; onSaved?: () => void };

/**
 * YouTube's lookup found no title: the player types one, so nobody reads 'YouTube video <id>'
 * (docs/rules.md §4). Shown with the submission while it can still be edited.
 */
export function TitleForm({ submission, roomId, userId, onSaved }: Props) {
  const update = useUpdateSubmission({ sessionId: submission.sessionId, roomId, userId, submissionId: submission.id });
  const typed = submission.titleSource === 'typed';
  const { form, onSubmit } = useSchemaForm({
    initialValues: { title: typed ? submission.title : '' },
    schema: SubmissionTitleBodySchema,
  });
  const submit = onSubmit((body) => {
    if (update.isPending) return;
    update.mutateAsync(body).then(
      () => onSaved?.(),
      () => undefined,
    );
  });
  // A title typed before the app has the page would not be the form's (docs/rules.md).
  const hydrated = useHydrated();
  const field = fieldUntilHydrated(hydrated);
  return (
    <Alert color="yellow" variant="light" title={typed ? 'Your title' : 'What is this video called?'} mb="md">
      {!typed && "YouTube couldn't tell us this video's title. Type it so everyone knows what they're watching."}
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" gap="sm" mt="sm" wrap="wrap">
          <TextInput
            label="Video title"
            maxLength={LIMITS.videoTitle * 2}
            autoComplete="off"
            style={{ flex: '1 1 14rem' }}
            {...form.getInputProps('title')}
            withAsterisk
            data-autofocus
            autoFocus={!typed}
            {...field}
          />
          <Button type="submit" {...buttonUntilHydrated(hydrated, update.isPending)}>
            {update.isPending ? 'Saving...' : 'Save Title'}
          </Button>
        </Group>
      </form>
    </Alert>
  );
}
