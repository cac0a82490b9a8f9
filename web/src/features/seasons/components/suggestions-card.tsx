import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { buttonUntilHydrated, fieldUntilHydrated } from '../../../components/drawn-controls.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';
import { notifyError } from '../../../lib/notify.ts';
import { queryKeys } from '../../../lib/queries/keys.ts';
import { useSingleFlightMutation } from '../../../lib/single-flight.ts';
import { useHydrated } from '../../../lib/use-hydrated.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { applySuggestion, suggestionQueries, suggestTheme, upvote } from '../api/seasons-api.ts';

// The room page paints without zod: the schema loads with the Standings tab.
const suggestionBodySchema = lazySchema(() =>
  import('@clipclub/protocol/http/seasons').then((m) => m.SuggestionBodySchema),
);

/** Theme suggestions: any member suggests and upvotes; an admin turns one into a session. */
export function SuggestionsCard({ roomId, isAdmin, userId }: { roomId: string; isAdmin: boolean; userId: string }) {
  const client = useQueryClient();
  const list = useQuery(suggestionQueries.list(roomId));
  const { form, onSubmit } = useSchemaForm({ initialValues: { theme: '' }, schema: suggestionBodySchema });
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.room(roomId) });
  const add = useSingleFlightMutation({
    mutationFn: (theme: string) => suggestTheme(roomId, theme),
    onSuccess: () => {
      form.reset();
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

  // Typing, an upvote or Use on the drawn page would reach no handler (docs/rules.md).
  const hydrated = useHydrated();
  const field = fieldUntilHydrated(hydrated);
  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} fz="lg" mb="sm">
        Theme suggestions
      </Title>
      <form onSubmit={onSubmit(({ theme }) => add.mutate(theme))} noValidate>
        <Group align="end" gap="xs">
          <TextInput
            label="Suggest a theme"
            maxLength={100}
            {...form.getInputProps('theme')}
            {...field}
            style={{ flex: 1 }}
          />
          <Button
            type="submit"
            loading={add.isPending}
            {...buttonUntilHydrated(hydrated, form.getValues().theme.trim() === '')}
          >
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
                  {...buttonUntilHydrated(hydrated)}
                  aria-label={`Upvote ${s.theme}`}
                  onClick={() => vote.mutate({ id: s.id, on: !s.upvotedByMe })}
                >
                  ▲ {s.upvotes}
                </Button>
              )}
              {isAdmin && (
                <Button size="xs" variant="light" onClick={() => use.mutate(s.id)} {...buttonUntilHydrated(hydrated)}>
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
