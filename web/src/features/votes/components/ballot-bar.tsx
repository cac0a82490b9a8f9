import '@mantine/core/styles/Progress.css';
import { Button, Progress, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { buttonUntilHydrated } from '../../../components/drawn-controls.ts';
import { useHydrated } from '../../../lib/use-hydrated.tsx';
import classes from './ballot-bar.module.css';

/** The ballot's running total and its submit button, kept in view at the bottom of the screen. */
export function BallotBar({
  summary,
  progress,
  button,
  disabled,
  pending,
  onSubmit,
}: {
  summary: ReactNode;
  progress?: number;
  button: string;
  disabled?: boolean;
  pending: boolean;
  onSubmit: () => void;
}) {
  // Enter or Space on a drawn button reaches no handler: it waits for the app (docs/rules.md).
  const send = buttonUntilHydrated(useHydrated(), disabled);
  return (
    <div className={classes.bar}>
      <div className={classes.summary}>
        <Text fw={700} aria-live="polite">
          {summary}
        </Text>
        {progress !== undefined && (
          <Progress value={Math.min(100, progress * 100)} size="sm" mt={6} radius="xl" aria-hidden="true" />
        )}
      </div>
      <Button size="md" onClick={onSubmit} {...send} loading={pending}>
        {button}
      </Button>
    </div>
  );
}
