import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '../../../components/icons.tsx';
import { useEver } from '../../../lib/use-ever.ts';
import { CreateSessionDialog } from './create-session-dialog.tsx';

/** The room header's admin 'New Session' button and its Create New Session dialog. */
export function NewSessionButton({ roomId }: { roomId: string }) {
  const [opened, dialog] = useDisclosure(false);
  const shown = useEver(opened); // the dialog is drawn from its first opening on (lib/use-ever.ts)
  return (
    <>
      <Button leftSection={<IconPlus size={16} />} onClick={dialog.open}>
        New Session
      </Button>
      {shown && <CreateSessionDialog roomId={roomId} opened={opened} onClose={dialog.close} />}
    </>
  );
}
