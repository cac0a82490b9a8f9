import { z } from 'zod';
import { BADGE_TYPES, type Badge } from '../badges.ts';

// The badges themselves are zod-free (../badges.ts), for the vote screen's code.
export { BADGE_TYPES, BADGES, type Badge, type BadgeType } from '../badges.ts';

export const BadgeTypeSchema = z.enum(BADGE_TYPES);

export const BadgeSchema: z.ZodType<Badge> = z.object({
  type: BadgeTypeSchema,
  label: z.string(),
  icon: z.string(),
  description: z.string(),
});

export const BadgeConfigSchema = z.object({ availableBadges: z.array(BadgeSchema) });
export type BadgeConfig = z.infer<typeof BadgeConfigSchema>;
