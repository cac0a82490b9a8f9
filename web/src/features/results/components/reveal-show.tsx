import { Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { RevealCard, type RevealEntry } from '../../../components/reveal-card.tsx';

/** How long each entry stays before the next one comes on by itself. */
export const REVEAL_STEP_MS = 5_000;

/**
 * The reveal on a player's first visit to results (docs/rules.md, 'The reveal and the conversation'): last place to first, one
 * entry at a time, on by itself every few seconds; a tap, a click or Space goes on; 'Skip to the
 * results' ends it at once. `onDone` runs once, when the player leaves it either way.
 */
export function RevealShow({ entries, onDone }: { entries: readonly RevealEntry[]; onDone: () => void }) {
  const [step, setStep] = useState(0);
  const last = step >= entries.length - 1;
  const next = useCallback(() => setStep((s) => Math.min(s + 1, entries.length - 1)), [entries.length]);

  // On by itself until the winner is shown; the winner stays until the player moves on. Each
  // entry gets its full time: a tap or Space starts the clock again for the next one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `step` re-arms the timer on every step
  useEffect(() => {
    if (last) return;
    const timer = setTimeout(next, REVEAL_STEP_MS);
    return () => clearTimeout(timer);
  }, [last, next, step]);

  // Space goes on, unless focus is on something Space already works (a button, a field).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.repeat) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('button, a, input, textarea, select, [contenteditable="true"]')) return;
      event.preventDefault();
      if (last) onDone();
      else next();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [last, next, onDone]);

  const entry = entries[step];
  if (!entry) return null;
  return (
    <section aria-labelledby="reveal-heading" data-testid="reveal">
      <Stack gap="md" mt="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={1} fz="h2" id="reveal-heading">
            The Reveal
          </Title>
          <Button variant="subtle" onClick={onDone}>
            Skip to the results
          </Button>
        </Group>
        <Text c="dimmed" size="sm" data-testid="reveal-step">
          {`${step + 1} of ${entries.length}${last ? '' : ' · tap or press Space for the next'}`}
        </Text>
        <Progress value={((step + 1) / entries.length) * 100} size="sm" aria-hidden="true" />
        {/* A tap anywhere on the card goes on; the buttons below do the same for keyboards. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: Space and the Next button are the keyboard's way */}
        <div onClick={last ? undefined : next} style={{ cursor: last ? undefined : 'pointer' }}>
          <RevealCard key={entry.submissionId} entry={entry} last={last} />
        </div>
        <Group justify="flex-end">
          {last ? (
            <Button size="md" onClick={onDone}>
              See the results
            </Button>
          ) : (
            <Button size="md" variant="light" onClick={next}>
              Next
            </Button>
          )}
        </Group>
      </Stack>
    </section>
  );
}
