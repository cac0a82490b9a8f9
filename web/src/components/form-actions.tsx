import { Button, Group } from '@mantine/core';

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
  return (
    <Group justify="flex-end" mt="xs">
      {onCancel && (
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      )}
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </Group>
  );
}
