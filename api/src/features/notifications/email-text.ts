import type { NotificationKind, NotificationPayload } from '@clipclub/protocol';
import { cleanLine } from '@clipclub/protocol/text';
import { timeLeft } from '@clipclub/protocol/time-left';
import { DateTime } from 'luxon';
import { LEAGUE_ZONE } from './reminder-rules.ts';

export type ReminderEmail = { subject: string; text: string };

/**
 * "Friday 27 November, 03:00 (Europe/Berlin)" in the player's zone, the league's when they chose
 * none. The zone is named in full: abbreviations read as "GMT+1" in most locales.
 */
export function formatDeadline(iso: string, timeZone: string | null): string {
  const zone = timeZone && DateTime.local().setZone(timeZone).isValid ? timeZone : LEAGUE_ZONE;
  return `${DateTime.fromISO(iso, { zone }).setLocale('en-GB').toFormat('cccc d LLLL, HH:mm')} (${zone})`;
}

// Names and themes fill one-line slots of the subject and the body: whatever was stored, a line
// break in them must not start a line of its own (docs/rules.md §9).
const session = (p: NotificationPayload) =>
  `Session ${p.sessionNumber ?? ''}${p.theme ? ` "${cleanLine(p.theme)}"` : ''}`.replace('Session  ', 'Session ');
const room = (p: NotificationPayload) => (p.roomName ? ` in ${cleanLine(p.roomName)}` : '');
const season = (p: NotificationPayload) => (p.seasonName ? cleanLine(p.seasonName) : 'The season');
const by = (p: NotificationPayload) => (p.byName ? cleanLine(p.byName) : 'An admin');

/** A notification's headline and one-line text, as the mail's subject and body (push says the same). */
export function reminderLines(
  kind: NotificationKind,
  p: NotificationPayload,
  opts: { timeZone: string | null; createdAt?: string },
): [string, string] {
  const action = p.phase === 'voting' ? 'vote' : 'submit a video';
  const closes = p.phase === 'voting' ? 'Voting closes' : 'Submissions close';
  const due = p.deadline ? formatDeadline(p.deadline, opts.timeZone) : '';
  // The time left when the reminder was made, not its kind's name: a deadline_24h made three
  // hours before the deadline (the session opened late) says '3 hours left'.
  const left = (fallback: string) => (p.deadline && opts.createdAt ? timeLeft(p.deadline, opts.createdAt) : fallback);
  const lines: Record<NotificationKind, [string, string]> = {
    session_opened: [`${session(p)} is open${room(p)}`, `${session(p)} is open for submissions${room(p)}.`],
    deadline_24h: [
      `${left('24 hours')} left to ${action}${room(p)}`,
      `${closes} for ${session(p)}${room(p)} on ${due}.`,
    ],
    deadline_1h: [`${left('1 hour')} left to ${action}${room(p)}`, `${closes} for ${session(p)}${room(p)} on ${due}.`],
    results_ready: [`Results are in${room(p)}`, `The results of ${session(p)}${room(p)} are in.`],
    nudged: [`${by(p)} nudged you${room(p)}`, `${by(p)} nudged you${room(p)}.`],
    made_admin: [`You are now an admin${room(p)}`, `You are now an admin${room(p)}.`],
    // A digest: at most one an hour, however many comments came (the bell lists each).
    video_comment: [
      `New comments on your video${room(p)}`,
      `Players are talking about your video in ${session(p)}${room(p)}. Read the thread on the results page.`,
    ],
    season_finished: [
      `${season(p)} is over${room(p)}`,
      `${season(p)}${room(p)} is over — see the podium and the recap.`,
    ],
  };
  return lines[kind];
}

/** Plain-text mail for one notification; the links are absolute (PUBLIC_URL). */
export function reminderEmail(
  kind: NotificationKind,
  p: NotificationPayload,
  opts: { timeZone: string | null; link: string; unsubscribeUrl: string; createdAt?: string },
): ReminderEmail {
  const [subject, body] = reminderLines(kind, p, opts);
  return {
    subject,
    text: `${body}\n\nOpen Clip Club: ${opts.link}\n\n--\nStop these emails with one click: ${opts.unsubscribeUrl}\n`,
  };
}
