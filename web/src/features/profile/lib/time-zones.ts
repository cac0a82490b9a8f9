// The zones the settings page offers: every IANA zone this browser knows, with the chosen one
// kept even when this browser does not list it (so the select never shows a wrong value).
export function timeZoneOptions(chosen: string | null): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set(known);
  zones.add('UTC');
  if (chosen) zones.add(chosen);
  // The browser lists them in code-unit order (ECMA-402); the two added take their place in it.
  return [...zones].sort();
}

/** "3:45 PM" now in the zone: shown beside the choice so the player sees what it means. */
export function timeNowIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat(undefined, { weekday: 'short', hour: 'numeric', minute: '2-digit', timeZone }).format(
    now,
  );
}
