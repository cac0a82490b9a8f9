import type { SessionStatus } from '@clipclub/protocol/http/common';
import type { Submission } from '@clipclub/protocol/http/submissions';
import { Card, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { QueryStates } from '../../../components/query-states.tsx';
import { browserStorage, hasDraft } from '../../../lib/drafts.ts';
import { discardDraft, useMissedClose } from '../../../lib/use-draft.ts';
import { useMySubmission } from '../hooks/use-my-submission.ts';
import { submissionDraft, useCreateSubmission, useUpdateSubmission } from '../hooks/use-submission-mutations.ts';
import { MySubmissionCard } from './my-submission-card.tsx';
import { SubmissionForm } from './submission-form.tsx';
import { SubmissionsClosedCard } from './submissions-closed-card.tsx';
import { TitleForm } from './title-form.tsx';

type Props = {
  sessionId: string;
  roomId: string;
  status: SessionStatus;
  userId?: string | undefined;
  /** A video link shared to the app (/share): the form opens with it. */
  shared?: string | undefined;
};

/**
 * The submit screen below the session's summary: the form, 'Already Submitted' (editable only
 * while submissions are open) or 'Submissions Closed'. `status` comes from the polled session,
 * so the screen closes by itself when an admin advances.
 */
export function SubmissionPanel({ sessionId, roomId, status, userId, shared }: Props) {
  const mine = useMySubmission(sessionId);
  const draft = submissionDraft({ sessionId, roomId, userId });
  // Unsent changes to a submission reopen its form after a reload; a shared link opens the
  // form over the saved submission, to replace its video.
  const [editing, setEditing] = useState(
    () => shared !== undefined || (draft !== undefined && hasDraft(browserStorage(), draft)),
  );
  const missedClose = useMissedClose(draft, status !== 'submissions');
  const navigate = useNavigate();

  // What the player sees once their submission (or that there is none) is known.
  const show = (submission: Submission | null) => {
    if (status !== 'submissions') {
      return (
        <Stack gap="md">
          <SubmissionsClosedCard
            status={status}
            sessionId={sessionId}
            roomId={roomId}
            missed={missedClose ? (submission ? 'changes' : 'submission') : undefined}
          />
          {submission && <MySubmissionCard submission={submission} />}
        </Stack>
      );
    }
    if (!submission) return <NewSubmission sessionId={sessionId} roomId={roomId} userId={userId} shared={shared} />;
    if (editing) {
      return (
        <EditSubmission
          sessionId={sessionId}
          roomId={roomId}
          userId={userId}
          submission={submission}
          shared={shared}
          onDone={() => {
            // Cancel means the changes are not wanted: nothing to restore later.
            discardDraft(draft);
            setEditing(false);
          }}
        />
      );
    }
    return (
      <Stack gap="md">
        {submission.titleSource !== 'lookup' && (
          <TitleForm
            submission={submission}
            roomId={roomId}
            userId={userId}
            onSaved={() => navigate(`/room/${roomId}`)}
          />
        )}
        <MySubmissionCard submission={submission} onEdit={() => setEditing(true)} />
      </Stack>
    );
  };

  return (
    <QueryStates
      query={mine}
      loading="Loading your submission..."
      failed={
        <Card withBorder radius="lg" padding="xl">
          <Text c="dimmed">Your submission could not be loaded.</Text>
        </Card>
      }
    >
      {show}
    </QueryStates>
  );
}

function FormCard({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} fz="lg">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {hint}
      </Text>
      {children}
    </Card>
  );
}

/**
 * Back to the room once saved, unless YouTube gave no title: then the panel asks for one. Not mutate's per-call onSuccess: the saved submission flips this
 * panel to "Already Submitted", unmounting the form, and react-query then skips that callback
 * (the player was left on the submit screen). The hook's own onError already tells of failures.
 */
function saveThenLeave(saving: Promise<Submission>, leave: () => void, stay?: () => void): void {
  saving.then(
    (saved) => (saved.titleSource === 'fallback' ? stay?.() : leave()),
    () => undefined,
  );
}

type Target = { sessionId: string; roomId: string; userId: string | undefined; shared?: string | undefined };

function NewSubmission({ sessionId, roomId, userId, shared }: Target) {
  const navigate = useNavigate();
  const create = useCreateSubmission({ sessionId, roomId, userId });
  return (
    <FormCard title="Submit Your Video" hint="Paste a link to a YouTube video that fits the theme.">
      <SubmissionForm
        submitLabel="Submit Video"
        pendingLabel="Submitting..."
        pending={create.isPending}
        prefill={shared}
        draft={submissionDraft({ sessionId, roomId, userId })}
        onSubmit={(body) => saveThenLeave(create.mutateAsync(body), () => navigate(`/room/${roomId}`))}
      />
    </FormCard>
  );
}

function EditSubmission({
  sessionId,
  roomId,
  userId,
  submission,
  shared,
  onDone,
}: Target & {
  submission: Submission;
  onDone: () => void;
}) {
  const navigate = useNavigate();
  const update = useUpdateSubmission({ sessionId, roomId, userId, submissionId: submission.id });
  return (
    <FormCard title="Edit Your Submission" hint="Swap your video or change what you said about it.">
      <SubmissionForm
        initial={submission}
        submitLabel="Update Submission"
        pendingLabel="Updating..."
        pending={update.isPending}
        prefill={shared}
        draft={submissionDraft({ sessionId, roomId, userId })}
        onSubmit={(body) => saveThenLeave(update.mutateAsync(body), () => navigate(`/room/${roomId}`), onDone)}
        onCancel={onDone}
      />
    </FormCard>
  );
}
