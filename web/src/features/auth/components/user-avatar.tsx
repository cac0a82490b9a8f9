import type { User } from '@clipclub/protocol/http/auth';
import { displayName } from '@clipclub/protocol/names';
import type { AvatarProps } from '@mantine/core';
import { PersonAvatar } from '../../../components/person-avatar.tsx';

/** The user's picture, else the first character of the display name (docs/rules.md §1). */
export function UserAvatar({ user, ...props }: { user: User } & AvatarProps) {
  return <PersonAvatar name={displayName(user)} image={user.profileImageUrl} {...props} />;
}
