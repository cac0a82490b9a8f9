import { z } from 'zod';

export const UserSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type User = z.infer<typeof UserSchema>;

export const DevLoginBodySchema = z.object({
  email: z.email({ message: 'Enter a valid email address' }).max(254),
  firstName: z
    .string({ message: 'First name is required' })
    .trim()
    .min(1, { message: 'First name is required' })
    .max(100, { message: 'First name must be at most 100 characters' }),
  lastName: z
    .string({ message: 'Last name must be text' })
    .trim()
    .max(100, { message: 'Last name must be at most 100 characters' })
    .optional(),
});
export type DevLoginBody = z.infer<typeof DevLoginBodySchema>;

type NameParts = Partial<Pick<User, 'firstName' | 'lastName' | 'email'>>;

/**
 * Display name rule of product-spec §3: first and last name together; first name alone;
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
