import { Avatar, type AvatarProps } from '@mantine/core';

/** Anyone's avatar: their picture, else the first character of their display name. */
export function PersonAvatar({ name, image, ...props }: { name: string; image: string | null } & AvatarProps) {
  return (
    <Avatar src={image} alt={name} title={name} color="initials" name={name} radius="xl" {...props}>
      {Array.from(name)[0]?.toUpperCase() ?? 'U'}
    </Avatar>
  );
}
