import { z } from 'zod';
import { trimName } from '../names.ts';
import { cleanLine } from '../text.ts';
import { LIMITS, nameField } from './common.ts';

export const UserSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  /** The name the player chose on /profile; null: the provider's name is the display name. */
  displayName: z.string().nullable(),
  /** The player's IANA time zone for deadlines; null: the browser's. */
  timeZone: z.string().nullable(),
});
export type User = z.infer<typeof UserSchema>;

export const DevLoginBodySchema = z.object({
  email: z.email({ message: 'Enter a valid email address' }).max(254),
  firstName: nameField('First name', LIMITS.personName),
  // Optional: left blank (or only invisible characters) it is no last name.
  lastName: z
    .string({ message: 'Last name must be text' })
    .overwrite((v) => trimName(cleanLine(v)))
    .max(LIMITS.personName, { message: `Last name must be at most ${LIMITS.personName} characters` })
    .optional(),
});
export type DevLoginBody = z.infer<typeof DevLoginBodySchema>;

// Zod-free helpers live in ../names.ts so the web app can use them without loading zod.
export { avatarInitial, displayName, isBlankName, providerName, safeReturnTo, trimName } from '../names.ts';
