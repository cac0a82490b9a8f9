import type { Session } from '@clipclub/protocol/http/sessions';
import { ActionIcon, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil, IconTrash } from '../../../components/icons.tsx';
import { useEver } from '../../../lib/use-ever.ts';
import { DeleteSessionDialog } from './delete-session-dialog.tsx';
import { EditSessionDialog } from './edit-session-dialog.tsx';
import { IconDots } from './session-icons.tsx';

/** The per-session admin menu: Edit Session, Delete Session. */
export function SessionMenu({ session }: { session: Session }) {
  const [editOpened, edit] = useDisclosure(false);
  const [deleteOpened, del] = useDisclosure(false);
  // Each dialog is drawn from its first opening on (lib/use-ever.ts): a room page shows a menu per
  // session, and two closed modals per card cost its hydration Mantine's mount work for nothing.
  const editShown = useEver(editOpened);
  const deleteShown = useEver(deleteOpened);
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
      {editShown && <EditSessionDialog session={session} opened={editOpened} onClose={edit.close} />}
      {deleteShown && <DeleteSessionDialog session={session} opened={deleteOpened} onClose={del.close} />}
    </>
  );
}
