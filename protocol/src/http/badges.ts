import { z } from 'zod';

export const BADGE_TYPES = ['new_to_me', 'fire', 'feels', 'bop', 'deep_cut', 'world_view', 'respect', 'story'] as const;
export const BadgeTypeSchema = z.enum(BADGE_TYPES);
export type BadgeType = z.infer<typeof BadgeTypeSchema>;

export const BadgeSchema = z.object({
  type: BadgeTypeSchema,
  label: z.string(),
  icon: z.string(),
  description: z.string(),
});
export type Badge = z.infer<typeof BadgeSchema>;

export const BadgeConfigSchema = z.object({ availableBadges: z.array(BadgeSchema) });
export type BadgeConfig = z.infer<typeof BadgeConfigSchema>;

// The eight appreciation badges: one definition for the server's config call and the screens.
export const BADGES: readonly Badge[] = [
  { type: 'new_to_me', label: 'New to Me', icon: '✨', description: 'Something I had never seen or heard before' },
  { type: 'fire', label: 'Fire', icon: '🔥', description: 'Pure energy, this one slaps' },
  { type: 'feels', label: 'All the Feels', icon: '🥹', description: 'It hit me right in the heart' },
  { type: 'bop', label: 'Bop', icon: '🎵', description: 'Cannot stop moving to this' },
  { type: 'deep_cut', label: 'Deep Cut', icon: '💎', description: 'A hidden gem few people know' },
  { type: 'world_view', label: 'World View', icon: '🌍', description: 'Showed me a new perspective' },
  { type: 'respect', label: 'Respect', icon: '🙌', description: 'Real skill or craft on display' },
  { type: 'story', label: 'Great Story', icon: '📖', description: 'I want to hear the story behind this pick' },
];
