import type { Session } from '@clipclub/protocol/http/sessions';
import { ActionIcon, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil, IconTrash } from '../../../components/icons.tsx';
import { DeleteSessionDialog } from './delete-session-dialog.tsx';
import { EditSessionDialog } from './edit-session-dialog.tsx';
import { IconDots } from './session-icons.tsx';

/** The per-session admin menu: Edit Session, Delete Session. */
export function SessionMenu({ session }: { session: Session }) {
  const [editOpened, edit] = useDisclosure(false);
  const [deleteOpened, del] = useDisclosure(false);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Session ${session.sessionNumber} options`}>
            <IconDots size={20} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={edit.open}>
            Edit Session
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={del.open}>
            Delete Session
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <EditSessionDialog session={session} opened={editOpened} onClose={edit.close} />
      <DeleteSessionDialog session={session} opened={deleteOpened} onClose={del.close} />
    </>
  );
}
