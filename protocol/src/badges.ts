// The appreciation badges, zod-free: the vote screen shows them, and its code must not carry zod
// (web/README.md "Size budget"). http/badges.ts builds the schemas from BADGE_TYPES.

export const BADGE_TYPES = ['new_to_me', 'fire', 'feels', 'bop', 'deep_cut', 'world_view', 'respect', 'story'] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];

export type Badge = { type: BadgeType; label: string; icon: string; description: string };

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
