import { Modal } from '@mantine/core';
import { useCreateSession } from '../hooks/use-session-mutations.ts';
import { SessionForm } from './session-form.tsx';

export function CreateSessionDialog({
  roomId,
  opened,
  onClose,
}: {
  roomId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const createSession = useCreateSession(roomId);
  return (
    <Modal opened={opened} onClose={onClose} title="Create New Session">
      {/* Mounted per opening, so every new session starts from empty fields. */}
      {opened && (
        <SessionForm
          submitLabel="Create Session"
          pendingLabel="Creating..."
          pending={createSession.isPending}
          onSubmit={(body) => createSession.mutate(body, { onSuccess: onClose })}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
