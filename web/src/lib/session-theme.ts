/**
 * A session's theme as a screen shows it: an upcoming theme the room's theme visibility hides
 * from this player reads 'Round 5 — revealed when it opens' (docs/rules.md §12).
 */
export function sessionTheme(session: { theme: string | null; round: number }): string {
  return session.theme ?? `Round ${session.round} — revealed when it opens`;
}
