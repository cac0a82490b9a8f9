import type { SessionStatus } from '@clipclub/protocol/http/common';
import type { Submission } from '@clipclub/protocol/http/submissions';
import { Card, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useMySubmission } from '../hooks/use-my-submission.ts';
import { useCreateSubmission, useUpdateSubmission } from '../hooks/use-submission-mutations.ts';
import { MySubmissionCard } from './my-submission-card.tsx';
import { SubmissionForm } from './submission-form.tsx';
import { SubmissionsClosedCard } from './submissions-closed-card.tsx';

type Props = { sessionId: string; roomId: string; status: SessionStatus };

/**
 * The submit screen below the session's summary: the form, 'Already Submitted' (editable only
 * while submissions are open) or 'Submissions Closed'. `status` comes from the polled session,
 * so the screen closes by itself when an admin advances.
 */
export function SubmissionPanel({ sessionId, roomId, status }: Props) {
  const mine = useMySubmission(sessionId);
  const [editing, setEditing] = useState(false);

  if (mine.isPending) return <PageLoader label="Loading your submission..." />;
  if (mine.isError) {
    return (
      <Card withBorder radius="lg" padding="xl">
        <Text c="dimmed">Your submission could not be loaded.</Text>
      </Card>
    );
  }

  const submission = mine.data;
  if (status !== 'submissions') {
    return (
      <Stack gap="md">
        <SubmissionsClosedCard status={status} sessionId={sessionId} roomId={roomId} />
        {submission && <MySubmissionCard submission={submission} />}
      </Stack>
    );
  }
  if (!submission) return <NewSubmission sessionId={sessionId} roomId={roomId} />;
  if (editing) {
    return (
      <EditSubmission sessionId={sessionId} roomId={roomId} submission={submission} onDone={() => setEditing(false)} />
    );
  }
  return <MySubmissionCard submission={submission} onEdit={() => setEditing(true)} />;
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

function NewSubmission({ sessionId, roomId }: { sessionId: string; roomId: string }) {
  const navigate = useNavigate();
  const create = useCreateSubmission({ sessionId, roomId });
  return (
    <FormCard title="Submit Your Video" hint="Paste a link to a YouTube video that fits the theme.">
      <SubmissionForm
        submitLabel="Submit Video"
        pendingLabel="Submitting..."
        pending={create.isPending}
        onSubmit={(body) => create.mutate(body, { onSuccess: () => navigate(`/room/${roomId}`) })}
      />
    </FormCard>
  );
}

function EditSubmission({
  sessionId,
  roomId,
  submission,
  onDone,
}: {
  sessionId: string;
  roomId: string;
  submission: Submission;
  onDone: () => void;
}) {
  const navigate = useNavigate();
  const update = useUpdateSubmission({ sessionId, roomId, submissionId: submission.id });
  return (
    <FormCard title="Edit Your Submission" hint="Swap your video or change what you said about it.">
      <SubmissionForm
        initial={submission}
        submitLabel="Update Submission"
        pendingLabel="Updating..."
        pending={update.isPending}
        onSubmit={(body) => update.mutate(body, { onSuccess: () => navigate(`/room/${roomId}`) })}
        onCancel={onDone}
      />
    </FormCard>
  );
}
