// Drawn only for a signed-in player: the sheets of the signed-in screens (its comment).
import '../../../signed-in-styles.ts';
import type { User } from '@clipclub/protocol/http/auth';
import { displayName } from '@clipclub/protocol/names';
import { Group, Menu, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { IconLogout, IconSettings, IconUser } from '../../../components/icons.tsx';
import { logOut } from '../api/log-out.ts';
import { AccountTrigger } from './account-trigger.tsx';
import { UserAvatar } from './user-avatar.tsx';
import classes from './user-menu.module.css';

export function UserMenu({ user }: { user: User }) {
  const name = displayName(user);
  return (
    <Menu position="bottom-end" width={280} shadow="md" withinPortal>
      <Menu.Target>
        <AccountTrigger user={user} ready />
      </Menu.Target>
      <Menu.Dropdown>
        <Group gap="sm" p="sm" wrap="nowrap">
          <UserAvatar user={user} size={40} />
          <div className={classes.identity}>
            <Text size="sm" fw={600} truncate title={name}>
              {name}
            </Text>
            {user.email && (
              <Text size="xs" c="dimmed" truncate title={user.email}>
                {user.email}
              </Text>
            )}
          </div>
        </Group>
        <Menu.Divider />
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} />}>
          Profile
        </Menu.Item>
        <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} />}>
          Settings
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={() => void logOut()} leftSection={<IconLogout size={16} />}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
