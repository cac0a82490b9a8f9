import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyError } from '../../../lib/notify.ts';
import { applySuggestion, suggestionQueries, suggestTheme, upvote } from '../api/seasons-api.ts';

/** Theme suggestions: any member suggests and upvotes; an admin turns one into a session. */
export function SuggestionsCard({ roomId, isAdmin, userId }: { roomId: string; isAdmin: boolean; userId: string }) {
  const client = useQueryClient();
  const list = useQuery(suggestionQueries.list(roomId));
  const [theme, setTheme] = useState('');
  const refresh = () => client.invalidateQueries({ queryKey: ['room', roomId] });
  const add = useMutation({
    mutationFn: () => suggestTheme(roomId, theme),
    onSuccess: () => {
      setTheme('');
      void refresh();
    },
    onError: (error) => notifyError(error, 'That did not work — try again'),
  });
  const vote = useMutation({
    mutationFn: ({ id, on }: { id: string; on: boolean }) => upvote(id, on),
    onSuccess: refresh,
    onError: (error) => notifyError(error, 'That did not work — try again'),
  });
  const use = useMutation({
    mutationFn: (id: string) => applySuggestion(id),
    onSuccess: refresh,
    onError: (error) => notifyError(error, 'That did not work — try again'),
  });

  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} fz="lg" mb="sm">
        Theme suggestions
      </Title>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate();
        }}
      >
        <Group align="end" gap="xs">
          <TextInput
            label="Suggest a theme"
            value={theme}
            maxLength={100}
            onChange={(e) => setTheme(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={add.isPending} disabled={theme.trim() === ''}>
            Suggest
          </Button>
        </Group>
      </form>
      <Stack gap="xs" mt="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {(list.data ?? []).map((s) => (
          <Group component="li" key={s.id} justify="space-between" wrap="nowrap">
            <div>
              <Text fw={600}>{s.theme}</Text>
              <Text size="sm" c="dimmed">
                Suggested by {s.userName} · {s.upvotes} {s.upvotes === 1 ? 'upvote' : 'upvotes'}
              </Text>
            </div>
            <Group gap="xs" wrap="nowrap">
              {s.userId !== userId && (
                <Button
                  size="xs"
                  variant={s.upvotedByMe ? 'filled' : 'default'}
                  aria-pressed={s.upvotedByMe}
                  aria-label={`Upvote ${s.theme}`}
                  onClick={() => vote.mutate({ id: s.id, on: !s.upvotedByMe })}
                >
                  ▲ {s.upvotes}
                </Button>
              )}
              {isAdmin && (
                <Button size="xs" variant="light" onClick={() => use.mutate(s.id)}>
                  Use
                </Button>
              )}
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
