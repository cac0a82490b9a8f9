import type { User } from '@clipclub/protocol/http/auth';
import { displayName } from '@clipclub/protocol/names';
import { Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { IconChevronDown } from '../../../components/icons.tsx';
import classes from './account-trigger.module.css';
import { UserAvatar } from './user-avatar.tsx';

type Props = {
  user: User;
  /**
   * False for the stand-in drawn before the menu's code is in (account-area.tsx): unavailable, as
   * a press there would be lost; it ignores the pointer (index.html's <style>).
   */
  ready: boolean;
} & Omit<ComponentPropsWithRef<'button'>, 'children'>;

/**
 * The button that opens the user menu: the menu's own (Menu.Target adds its handlers and ARIA),
 * or its stand-in, the same to see, until the menu's code has arrived.
 */
export function AccountTrigger({ user, ready, className, ...button }: Props) {
  return (
    <UnstyledButton
      aria-haspopup="menu"
      aria-expanded={false}
      {...button}
      className={className ? `${classes.trigger} ${className}` : classes.trigger}
      data-menu-trigger=""
      data-menu-ready={ready ? '' : undefined}
      aria-disabled={ready ? undefined : true}
    >
      {/* Named by its visible text (WCAG 2.5.3 label in name); on phones the name is hidden, so the
          words "Account menu" are always there for screen readers. */}
      <Group gap={8} wrap="nowrap">
        <UserAvatar user={user} size={32} aria-hidden />
        <Text size="sm" fw={600} visibleFrom="sm" className={classes.name}>
          {displayName(user)}
        </Text>
        <VisuallyHidden>Account menu</VisuallyHidden>
        <IconChevronDown size={14} />
      </Group>
    </UnstyledButton>
  );
}
