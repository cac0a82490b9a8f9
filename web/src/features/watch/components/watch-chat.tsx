import { LIMITS } from '@clipclub/protocol/constants';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { buttonUntilHydrated, fieldUntilHydrated } from '../../../components/drawn-controls.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';
import { notifyError } from '../../../lib/notify.ts';
import { queryKeys } from '../../../lib/queries/keys.ts';
import { readQuery } from '../../../lib/queries/read-query.ts';
import { reads } from '../../../lib/queries/reads.ts';
import { useHydrated } from '../../../lib/use-hydrated.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { sendChat } from '../api/watch-api.ts';
import classes from './watch.module.css';

const chatBodySchema = lazySchema(() =>
  import('@clipclub/protocol/http/conversation').then((m) => m.WatchChatBodySchema),
);

/** Text beside the reactions, with names, kept with the session (docs/rules.md, 'The reveal and the conversation'); live by 'watch:chat'. */
export function WatchChat({ sessionId }: { sessionId: string }) {
  const client = useQueryClient();
  const chat = useQuery(readQuery(reads.watchChat(sessionId)));
  const { form, onSubmit } = useSchemaForm({ initialValues: { body: '' }, schema: chatBodySchema });
  const send = useMutation({
    mutationFn: (text: string) => sendChat(sessionId, text),
    onSuccess: (message) => {
      form.reset();
      client.setQueryData(queryKeys.watchChat(sessionId), (old: typeof chat.data) =>
        old && !old.some((m) => m.id === message.id) ? [...old, message] : old,
      );
    },
    onError: (error) => notifyError(error, 'Your message could not be sent'),
  });
  const list = useRef<HTMLOListElement>(null);
  const count = chat.data?.length ?? 0;
  // The newest line in view, as a chat does.
  useEffect(() => {
    if (count > 0 && list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [count]);
  const submit = onSubmit(({ body }) => send.mutate(body));
  const typed = form.getValues().body.trim() !== '';
  // A message typed into the drawn page would not be the form's, and Enter would send the form
  // by the browser itself: the field takes typing once the app has the page (docs/rules.md).
  const hydrated = useHydrated();
  const field = fieldUntilHydrated(hydrated);
  return (
    <Stack gap="xs" component="section" aria-labelledby="watch-chat-heading">
      <Title order={2} fz="lg" id="watch-chat-heading">
        Chat
      </Title>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable by keyboard to scroll */}
      <ol className={classes.chat} ref={list} aria-label="Chat messages" data-testid="watch-chat" tabIndex={0}>
        {count === 0 && (
          <li>
            <Text size="sm" c="dimmed">
              No messages yet. Say hello!
            </Text>
          </li>
        )}
        {chat.data?.map((m) => (
          <li key={m.id}>
            <Text size="sm" className={classes.chatLine}>
              <strong>{m.userName}</strong> {m.body}
            </Text>
          </li>
        ))}
      </ol>
      <form onSubmit={submit}>
        <Group gap="xs" wrap="nowrap">
          <TextInput
            aria-label="Chat message"
            placeholder="Say something"
            maxLength={LIMITS.watchChat}
            {...form.getInputProps('body')}
            {...field}
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={send.isPending} {...buttonUntilHydrated(hydrated, !typed)}>
            Send
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
