// Plain functions shared by both sides, kept free of zod so the web app's first load stays small.

type NameParts = {
  /** The name the player chose on /profile; null or absent: the provider's name below. */
  displayName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
};

// Characters that show nothing: Unicode's default-ignorables (zero-width space and joiners,
// bidi marks, variation selectors, soft hyphen, the Hangul fillers U+115F, U+1160, U+3164 and
// U+FFA0…), the braille blank U+2800, and white space. A name made only of them would show as
// an empty line, so every name field treats it as blank.
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\u2800\p{White_Space}]/gu;
const INVISIBLE_AT_ENDS =
  /^[\p{Default_Ignorable_Code_Point}\u2800\p{White_Space}]+|[\p{Default_Ignorable_Code_Point}\u2800\p{White_Space}]+$/gu;

/** True when nothing visible is left once invisible characters are removed. */
export function isBlankName(value: string | null | undefined): boolean {
  return !value || value.replace(INVISIBLE, '') === '';
}

/** Trims white space and invisible characters from both ends (a joiner inside an emoji stays). */
export function trimName(value: string): string {
  return value.replace(INVISIBLE_AT_ENDS, '');
}

const visible = (value: string | null | undefined) => (isBlankName(value) ? '' : trimName(value as string));

/**
 * Display name rule of docs/rules.md §1, after the player's own choice: the chosen
 * name; else first and last name together; first name alone; otherwise email; otherwise 'User'.
 */
export function displayName(user: NameParts | null | undefined): string {
  const chosen = visible(user?.displayName);
  if (chosen) return chosen;
  return providerName(user);
}

/** The name the identity provider gave (the default a chosen name replaces). */
export function providerName(user: NameParts | null | undefined): string {
  const first = visible(user?.firstName);
  const last = visible(user?.lastName);
  if (first && last) return `${first} ${last}`;
  if (first) return first;
  const email = user?.email?.trim();
  if (email) return email;
  return 'User';
}

/** Avatar fallback: the first character of the display name. */
export function avatarInitial(user: NameParts | null | undefined): string {
  return Array.from(displayName(user))[0]?.toUpperCase() ?? 'U';
}

/** returnTo is honoured only as a same-origin path: '/…', never '//…' or a scheme. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/';
  if (value.includes('\\') || /[\u0000-\u001f]/.test(value)) return '/';
  return value;
}
