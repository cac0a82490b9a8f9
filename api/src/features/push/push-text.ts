import { type Notification, type PushPayload, PushPayloadSchema } from '@clipclub/protocol';
import { notificationPath } from '@clipclub/protocol/notification-link';
import { cleanLine } from '@clipclub/protocol/text';
import type { DigestLine } from '../notifications/digest-line.ts';
import { commentDigestLine, commentDigestSubject, reminderLines } from '../notifications/email-text.ts';

// A lock screen shows a title and a line or two; the service allows about 4 kB in all.
const TITLE_MAX = 120;
const BODY_MAX = 240;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * What a push says about a notification: the email's subject and first line, one line each.
 * It tells what the bell tells and nothing more: a results notice names no winner and no order
 * (docs/rules.md §7 "Push"); names and themes lose control and bidi characters as everywhere.
 */
export function pushPayload(
  n: Notification,
  opts: { timeZone: string | null; digest?: readonly DigestLine[] | undefined },
): PushPayload {
  // A comment digest says what its mail says: who commented, and what (at most once an hour).
  const [title, body] = opts.digest?.length
    ? [commentDigestSubject(opts.digest), commentDigestLine(opts.digest)]
    : reminderLines(n.kind, n.payload, { timeZone: opts.timeZone, createdAt: n.createdAt });
  // Parsed, so a field the service worker does not expect can never ride along.
  return PushPayloadSchema.parse({
    kind: n.kind,
    title: clip(cleanLine(title), TITLE_MAX),
    body: clip(cleanLine(body), BODY_MAX),
    // The bell's link; My Rooms when the notice names no room or session phase.
    url: notificationPath(n) ?? '/dashboard',
  });
}
