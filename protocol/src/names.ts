// Plain functions shared by both sides, kept free of zod so the web app's first load stays small.

type NameParts = { firstName?: string | null; lastName?: string | null; email?: string | null };

/**
 * Display name rule of docs/rules.md §1: first and last name together; first name alone;
 * otherwise email; otherwise 'User'.
 */
export function displayName(user: NameParts | null | undefined): string {
  const first = user?.firstName?.trim();
  const last = user?.lastName?.trim();
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
