import { z } from 'zod';
import { controlCharactersMessage, hasNoControlCharacters } from './common.ts';

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
    .max(100, { message: 'First name must be at most 100 characters' })
    .refine(hasNoControlCharacters, controlCharactersMessage('First name')),
  lastName: z
    .string({ message: 'Last name must be text' })
    .trim()
    .max(100, { message: 'Last name must be at most 100 characters' })
    .refine(hasNoControlCharacters, controlCharactersMessage('Last name'))
    .optional(),
});
export type DevLoginBody = z.infer<typeof DevLoginBodySchema>;

// Zod-free helpers live in ../names.ts so the web app can use them without loading zod.
export { avatarInitial, displayName, safeReturnTo } from '../names.ts';
