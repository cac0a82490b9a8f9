import type { Notification } from '@clipclub/protocol/http/notifications';
import { timeLeft } from '@clipclub/protocol/time-left';

const sessionName = (p: Notification['payload']) =>
  p.sessionNumber !== undefined ? `Session ${p.sessionNumber}${p.theme ? ` (${p.theme})` : ''}` : 'A session';
const inRoom = (p: Notification['payload']) => (p.roomName ? ` in ${p.roomName}` : '');
// 'Submissions … close', 'Voting … closes'.
const closing = (p: Notification['payload']) =>
  p.phase === 'voting' ? (['Voting', 'closes'] as const) : (['Submissions', 'close'] as const);

// A reminder states the time that was actually left when it was made, as its mail does
// (docs/rules.md §7): one made 61 minutes before a deadline says '1 hour', never '24 hours'.
const left = (n: Pick<Notification, 'payload' | 'createdAt'>, fallback: string) =>
  n.payload.deadline ? timeLeft(n.payload.deadline, n.createdAt) : fallback;

/** The line a player reads in the bell's list for each kind of notification. */
export function notificationText(n: Pick<Notification, 'kind' | 'payload' | 'createdAt'>): string {
  const p = n.payload;
  switch (n.kind) {
    case 'session_opened':
      return `${sessionName(p)} is open for submissions${inRoom(p)}`;
    case 'deadline_24h':
      return `${closing(p)[0]} for ${sessionName(p)}${inRoom(p)} ${closing(p)[1]} in ${left(n, '24 hours')}`;
    case 'deadline_1h':
      return `${closing(p)[0]} for ${sessionName(p)}${inRoom(p)} ${closing(p)[1]} in ${left(n, '1 hour')}`;
    case 'results_ready':
      return `Results are in for ${sessionName(p)}${inRoom(p)}`;
    case 'nudged':
      return `${p.byName ?? 'An admin'} nudged you${inRoom(p)}`;
    case 'made_admin':
      return `You are now an admin${inRoom(p)}`;
    case 'video_comment':
      return `${p.byName ?? 'A player'} commented on your video in ${sessionName(p)}${inRoom(p)}`;
    case 'season_finished':
      // Names nobody: the podium is one click away (docs/rules.md §12).
      return `${p.seasonName ?? 'The season'} is over — see the podium${p.roomName ? ` (${p.roomName})` : ''}`;
  }
}
