import { LIMITS } from '@clipclub/protocol/constants';
import type { ThreadComment } from '@clipclub/protocol/http/conversation';
import type { SessionResults } from '@clipclub/protocol/http/results';
import type { Session } from '@clipclub/protocol/http/sessions';
import { Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { buttonUntilHydrated, fieldUntilHydrated } from '../../../components/drawn-controls.ts';
import { PersonAvatar } from '../../../components/person-avatar.tsx';
import { lazySchema } from '../../../lib/lazy-schema.ts';
import { roomQueries } from '../../../lib/queries/rooms.ts';
import { useHydrated } from '../../../lib/use-hydrated.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useThreads, useThreadWrites } from '../hooks/use-threads.ts';
import classes from './conversation.module.css';

// The results page paints without zod: the schema loads with the first comment box.
const commentBodySchema = lazySchema(() =>
  import('@clipclub/protocol/http/conversation').then((m) => m.ThreadCommentBodySchema),
);

/** A flat thread per video once results are in (docs/rules.md, 'The reveal and the conversation'), in the results' order. */
export function Conversation({ session, data, userId }: { session: Session; data: SessionResults; userId: string }) {
  const threads = useThreads(session.id);
  const members = useQuery(roomQueries.members(session.roomId));
  const isAdmin = members.data?.some((m) => m.userId === userId && m.isAdmin) ?? false;
  if (!threads.data) return null;
  const byId = new Map(threads.data.map((t) => [t.submissionId, t.comments]));
  return (
    <section aria-labelledby="conversation-heading" style={{ marginTop: 40 }}>
      <Title order={2} fz="xl" id="conversation-heading" mb="md">
        Talk About the Picks
      </Title>
      <Stack gap="md">
        {data.results.map((r) => (
          <Thread
            key={r.submissionId}
            sessionId={session.id}
            submissionId={r.submissionId}
            title={r.videoTitle}
            submitter={r.userName}
            comments={byId.get(r.submissionId) ?? []}
            userId={userId}
            isAdmin={isAdmin}
          />
        ))}
      </Stack>
    </section>
  );
}

type ThreadProps = {
  sessionId: string;
  submissionId: string;
  title: string;
  submitter: string;
  comments: readonly ThreadComment[];
  userId: string;
  isAdmin: boolean;
};

function Thread({ sessionId, submissionId, title, submitter, comments, userId, isAdmin }: ThreadProps) {
  const { add } = useThreadWrites(sessionId);
  const { form, onSubmit } = useSchemaForm({ initialValues: { body: '' }, schema: commentBodySchema });
  const headingId = useId();
  const submit = onSubmit(({ body }) => add.mutate({ submissionId, body }, { onSuccess: () => form.reset() }));
  const typed = form.getValues().body.trim() !== '';
  // A comment typed into the drawn page would not be the form's, and Enter would send the form
  // by the browser itself: the box takes typing once the app has the page (docs/rules.md).
  const hydrated = useHydrated();
  const field = fieldUntilHydrated(hydrated);
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-labelledby={headingId} data-testid="thread">
      <Text fw={700} id={headingId} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Text>
      <Text size="sm" c="dimmed">{`Sent by ${submitter}`}</Text>
      {comments.length > 0 && (
        <ul className={classes.list} aria-label={`Comments on ${title}`}>
          {comments.map((c) => (
            <CommentItem key={c.id} comment={c} sessionId={sessionId} userId={userId} isAdmin={isAdmin} />
          ))}
        </ul>
      )}
      <form onSubmit={submit}>
        <Group align="flex-end" gap="sm" mt="sm" wrap="nowrap">
          <Textarea
            label={`Comment on ${title}`}
            classNames={{ label: classes.visuallyHidden, ...field.classNames }}
            disabled={field.disabled}
            placeholder="Say something about this pick"
            rows={2}
            maxLength={LIMITS.threadComment}
            {...form.getInputProps('body')}
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={add.isPending} {...buttonUntilHydrated(hydrated, !typed)}>
            Post
          </Button>
        </Group>
      </form>
    </Card>
  );
}

function CommentItem(props: { comment: ThreadComment; sessionId: string; userId: string; isAdmin: boolean }) {
  const { comment, sessionId, userId, isAdmin } = props;
  const { remove } = useThreadWrites(sessionId);
  const now = useNow(15_000);
  const [editing, setEditing] = useState(false);
  // Edit and Delete wait for the app, as every drawn control does (docs/rules.md).
  const hydrated = useHydrated();
  const mine = comment.userId === userId;
  const canEdit = mine && !comment.removed && now - Date.parse(comment.createdAt) < LIMITS.commentEditWindowMs;
  if (comment.removed) {
    return (
      <li className={classes.item}>
        <Text size="sm" c="dimmed" fs="italic">
          Comment removed
        </Text>
      </li>
    );
  }
  return (
    <li className={classes.item}>
      <Group gap={8} wrap="nowrap" align="flex-start">
        <PersonAvatar name={comment.userName} image={comment.userImage} size={26} />
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" fw={700}>
            {comment.userName}
            {comment.editedAt && (
              <Text span size="xs" c="dimmed" fw={400}>
                {' '}
                (edited)
              </Text>
            )}
          </Text>
          {editing ? (
            <EditCommentForm comment={comment} sessionId={sessionId} onDone={() => setEditing(false)} />
          ) : (
            <Text size="sm" className={classes.body}>
              {comment.body}
            </Text>
          )}
          {!editing && (mine || isAdmin) && (
            <Group gap={4} mt={2}>
              {canEdit && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => setEditing(true)}
                  {...buttonUntilHydrated(hydrated)}
                >
                  Edit
                </Button>
              )}
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                loading={remove.isPending}
                {...buttonUntilHydrated(hydrated)}
                onClick={() => remove.mutate(comment)}
              >
                {mine ? 'Delete' : 'Remove'}
              </Button>
            </Group>
          )}
        </div>
      </Group>
    </li>
  );
}

function EditCommentForm({
  comment,
  sessionId,
  onDone,
}: {
  comment: ThreadComment;
  sessionId: string;
  onDone: () => void;
}) {
  const { edit } = useThreadWrites(sessionId);
  const { form, onSubmit } = useSchemaForm({ initialValues: { body: comment.body }, schema: commentBodySchema });
  const submit = onSubmit(({ body }) => edit.mutate({ id: comment.id, body }, { onSuccess: onDone }));
  return (
    <form onSubmit={submit}>
      <Textarea
        label="Edit your comment"
        classNames={{ label: classes.visuallyHidden }}
        rows={3}
        maxLength={LIMITS.threadComment}
        {...form.getInputProps('body')}
      />
      <Group gap="xs" mt={4}>
        <Button type="submit" size="compact-sm" loading={edit.isPending} disabled={!form.getValues().body.trim()}>
          Save
        </Button>
        <Button size="compact-sm" variant="subtle" onClick={onDone}>
          Cancel
        </Button>
      </Group>
    </form>
  );
}
