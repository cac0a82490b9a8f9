import type { VotingMode } from '@clipclub/protocol/http/common';
import type { Participant, Session } from '@clipclub/protocol/http/sessions';

// What the room's session card offers each player next ("everyone knows what to do
// next"), as plain functions so the rules are tested without rendering.

/** Modes whose ballot may be sent again while voting is open (docs/rules.md §5). */
export function canChangeVote(mode: VotingMode): boolean {
  return mode === 'ranked_choice' || mode === 'grudge_match';
}

type Person = { userId: string; userName: string };

/**
 * Members who have not yet done the current phase, by name (sorted like the participant lists).
 * Names only: never what anyone submitted or how they voted.
 */
export function missingMembers(members: readonly Person[], done: readonly Participant[]): Person[] {
  const present = new Set(done.map((p) => p.userId));
  return members
    .filter((m) => !present.has(m.userId))
    .map(({ userId, userName }) => ({ userId, userName }))
    .sort((a, b) => a.userName.localeCompare(b.userName) || a.userId.localeCompare(b.userId));
}

/** "Bo", "Bo and Cy", "Bo, Cy and Di". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export type PrimaryAction =
  | { kind: 'link'; label: string; to: string; emphasis: 'primary' | 'secondary' }
  | { kind: 'note'; label: string };

export function waitingText(done: 'submitted' | 'voted', missing: number): string {
  const you = done === 'submitted' ? 'You submitted' : 'You voted';
  return missing > 0 ? `${you} — waiting on ${missing}` : `${you} — everyone's in`;
}

/**
 * The card's main actions for this player: Submit → Edit Your Submission; Cast Your Vote →
 * Change Your Vote (ranked, grudge) or a "You voted — waiting on N" note (classic,
 * appreciation: one ballot each); View Results. Never a link to a dead end.
 */
export function primaryActions(
  session: Pick<Session, 'id' | 'status' | 'submitters' | 'voters' | 'memberCount' | 'submittedCount' | 'votedCount'>,
  player: { userId: string | undefined; isActive: boolean; mode: VotingMode },
): PrimaryAction[] {
  const mine = (list: readonly Participant[]) =>
    player.userId !== undefined && list.some((p) => p.userId === player.userId);
  if (session.status === 'results') {
    return [{ kind: 'link', label: 'View Results', to: `/results/${session.id}`, emphasis: 'secondary' }];
  }
  if (!player.isActive) return [];
  if (session.status === 'submissions') {
    if (!mine(session.submitters)) {
      return [{ kind: 'link', label: 'Submit Your Video', to: `/submit/${session.id}`, emphasis: 'primary' }];
    }
    const missing = Math.max(0, session.memberCount - session.submittedCount);
    return [
      { kind: 'link', label: 'Edit Your Submission', to: `/submit/${session.id}`, emphasis: 'secondary' },
      { kind: 'note', label: waitingText('submitted', missing) },
    ];
  }
  if (session.status === 'voting') {
    if (!mine(session.voters)) {
      return [{ kind: 'link', label: 'Cast Your Vote', to: `/vote/${session.id}`, emphasis: 'primary' }];
    }
    const note: PrimaryAction = {
      kind: 'note',
      label: waitingText('voted', Math.max(0, session.memberCount - session.votedCount)),
    };
    return canChangeVote(player.mode)
      ? [{ kind: 'link', label: 'Change Your Vote', to: `/vote/${session.id}`, emphasis: 'secondary' }, note]
      : [note];
  }
  return [];
}
