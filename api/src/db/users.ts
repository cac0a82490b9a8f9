import { displayName } from '@clipclub/protocol';

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
