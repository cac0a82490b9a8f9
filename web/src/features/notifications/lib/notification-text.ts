import type { Notification } from '@clipclub/protocol/http/notifications';

const sessionName = (p: Notification['payload']) =>
  p.sessionNumber !== undefined ? `Session ${p.sessionNumber}${p.theme ? ` (${p.theme})` : ''}` : 'A session';
const inRoom = (p: Notification['payload']) => (p.roomName ? ` in ${p.roomName}` : '');
// 'Submissions … close', 'Voting … closes'.
const closing = (p: Notification['payload']) =>
  p.phase === 'voting' ? (['Voting', 'closes'] as const) : (['Submissions', 'close'] as const);

/** The line a player reads in the bell's list for each kind of notification. */
export function notificationText(n: Pick<Notification, 'kind' | 'payload'>): string {
  const p = n.payload;
  switch (n.kind) {
    case 'session_opened':
      return `${sessionName(p)} is open for submissions${inRoom(p)}`;
    case 'deadline_24h':
      return `${closing(p)[0]} for ${sessionName(p)}${inRoom(p)} ${closing(p)[1]} in 24 hours`;
    case 'deadline_1h':
      return `${closing(p)[0]} for ${sessionName(p)}${inRoom(p)} ${closing(p)[1]} in 1 hour`;
    case 'results_ready':
      return `Results are in for ${sessionName(p)}${inRoom(p)}`;
    case 'nudged':
      return `${p.byName ?? 'An admin'} nudged you${inRoom(p)}`;
    case 'made_admin':
      return `You are now an admin${inRoom(p)}`;
    case 'video_comment':
      return `${p.byName ?? 'A player'} commented on your video in ${sessionName(p)}${inRoom(p)}`;
  }
}
