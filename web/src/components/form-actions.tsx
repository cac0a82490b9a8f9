import { Button, Group } from '@mantine/core';
import { useHydrated } from '../lib/use-hydrated.tsx';
import { buttonUntilHydrated } from './drawn-controls.ts';

/**
 * A form's footer: Cancel (when the form can be left) and its submit button, which reads
 * `pendingLabel` and is disabled while the write is under way, so it cannot be sent twice.
 */
export function FormActions({
  submitLabel,
  pendingLabel,
  pending,
  onCancel,
}: {
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onCancel?: () => void;
}) {
  // On a form drawn ahead of the app, Enter or a press would send it by the browser itself, past
  // the form's checks: its buttons wait for the app (docs/rules.md, HTML ahead of the app).
  const hydrated = useHydrated();
  return (
    <Group justify="flex-end" mt="xs">
      {onCancel && (
        <Button variant="default" onClick={onCancel} {...buttonUntilHydrated(hydrated)}>
          Cancel
        </Button>
      )}
      <Button type="submit" {...buttonUntilHydrated(hydrated, pending)}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </Group>
  );
}
