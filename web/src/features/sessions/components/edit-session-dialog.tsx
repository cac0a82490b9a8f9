import type { Session } from '@clipclub/protocol/http/sessions';
import { Modal } from '@mantine/core';
import { useUpdateSession } from '../hooks/use-session-mutations.ts';
import { SessionForm } from './session-form.tsx';

export function EditSessionDialog({
  session,
  opened,
  onClose,
}: {
  session: Session;
  opened: boolean;
  onClose: () => void;
}) {
  const updateSession = useUpdateSession(session);
  return (
    <Modal opened={opened} onClose={onClose} title="Edit Session">
      {/* Mounted per opening, so the fields start from the session's current values. */}
      {opened && (
        <SessionForm
          initial={{ theme: session.theme ?? '', description: session.description }}
          submitLabel="Save Changes"
          pendingLabel="Saving..."
          pending={updateSession.isPending}
          onSubmit={(body) => updateSession.mutate(body, { onSuccess: onClose })}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
