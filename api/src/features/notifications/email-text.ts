import type { NotificationKind, NotificationPayload } from '@clipclub/protocol';
import { cleanLine } from '@clipclub/protocol/text';
import { timeLeft } from '@clipclub/protocol/time-left';
import { DateTime } from 'luxon';
import type { DigestLine } from './digest-line.ts';
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
    results_ready: [`Results are in for ${session(p)}${room(p)}`, `The results of ${session(p)}${room(p)} are in.`],
    nudged: [`${by(p)} nudged you${room(p)}`, `${by(p)} nudged you${room(p)}.`],
    made_admin: [`You are now an admin${room(p)}`, `You are now an admin${room(p)}.`],
    // Comment mail goes as commentDigestEmail; this is a lone notice's wording.
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

// A comment in the digest: one line, and short (the thread has the rest).
const BODY_PREVIEW = 200;
const preview = (body: string) => {
  const line = cleanLine(body);
  return line.length > BODY_PREVIEW ? `${line.slice(0, BODY_PREVIEW - 1)}…` : line;
};

/** A digest's subject (its push's title too): who commented, or how many comments wait. */
export function commentDigestSubject(lines: readonly DigestLine[]): string {
  const first = lines[0];
  const rooms = new Set(lines.map((l) => l.roomName));
  return lines.length === 1 && first
    ? `${cleanLine(first.byName)} commented on your video${room({ roomName: first.roomName })}`
    : `${lines.length} new comments on your videos${rooms.size === 1 && first ? room({ roomName: first.roomName }) : ''}`;
}

/** A digest's comments on one line, newest first, for a push's body: 'Cy: so good · Bo: again'. */
export function commentDigestLine(lines: readonly DigestLine[]): string {
  return [...lines]
    .reverse()
    .map((l) => `${cleanLine(l.byName)}: ${preview(l.body)}`)
    .join(' · ');
}

/**
 * The comment digest (docs/rules.md §13): every comment since the last digest, grouped by video,
 * each with who wrote it, and a link to each session's results where the threads are.
 */
export function commentDigestEmail(
  lines: readonly DigestLine[],
  opts: { publicUrl: string; unsubscribeUrl: string },
): ReminderEmail {
  const subject = commentDigestSubject(lines);
  const videos = new Map<string, DigestLine[]>();
  for (const l of lines) {
    const key = `${l.sessionId}\n${l.videoTitle}`;
    videos.set(key, [...(videos.get(key) ?? []), l]);
  }
  const blocks = [...videos.values()].map((group) => {
    const [head] = group as [DigestLine, ...DigestLine[]];
    const about = `“${cleanLine(head.videoTitle)}”, ${session({ sessionNumber: head.sessionNumber, theme: head.theme })}${room({ roomName: head.roomName })}`;
    const said = group.map((l) => `  ${cleanLine(l.byName)}: ${preview(l.body)}`);
    return [about, ...said, `  Read the thread: ${opts.publicUrl}/results/${head.sessionId}`].join('\n');
  });
  return {
    subject,
    text: `New comments on your videos since the last email:\n\n${blocks.join('\n\n')}\n\n--\nStop these emails with one click: ${opts.unsubscribeUrl}\n`,
  };
}
