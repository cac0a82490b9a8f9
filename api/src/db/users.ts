import { displayName, type User } from '@clipclub/protocol';

/** The user columns every name and avatar on screen is made from; select them beside a join to users. */
export const USER_NAME_COLUMNS = [
  'users.display_name',
  'users.first_name',
  'users.last_name',
  'users.email',
  'users.profile_image_url',
] as const;

type NameColumns = {
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
};

/** The name everyone sees for a user row: the chosen name, else the provider's (protocol displayName). */
export function userName(row: Partial<NameColumns> | null | undefined): string {
  return displayName({
    displayName: row?.display_name,
    firstName: row?.first_name,
    lastName: row?.last_name,
    email: row?.email,
  });
}

/** A users row as the API answers it (the signed-in user, the profile). */
export function toUser(row: {
  id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  display_name: string | null;
  time_zone: string | null;
}): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    profileImageUrl: row.profile_image_url,
    displayName: row.display_name,
    timeZone: row.time_zone,
  };
}
