import { type Notification, routes } from '@clipclub/protocol';
import { notificationPath } from '@clipclub/protocol/notification-link';
import type { Database } from '../../db/connect.ts';
import type { DigestLine } from './digest-line.ts';
import { commentDigestEmail, reminderEmail } from './email-text.ts';
import * as q from './queries.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

type Deps = { db: Database; smtpUrl: string; from: string; publicUrl: string; secret: string };

/** The unsubscribe link's path: the page (GET) and its one-click POST share it. */
export const unsubscribePath = (token: string) => `${routes.unsubscribe.path}?token=${encodeURIComponent(token)}`;

// The bell's link, as an absolute URL; a mail always carries one, My Rooms when nothing else fits.
const linkFor = (n: Notification, publicUrl: string) => `${publicUrl}${notificationPath(n) ?? '/dashboard'}`;

/**
 * Emails a stored notification to its player unless they turned that kind off (or have no
 * address). The List-Unsubscribe headers let mail apps offer their own one-click button (RFC 8058).
 */
export async function createMailSender({ db, smtpUrl, from, publicUrl, secret }: Deps) {
  // Loaded only with SMTP_URL (idle memory).
  const { default: nodemailer } = await import('nodemailer');
  // Greets the server with our own host name: looking up the machine's could stall for seconds.
  // Timeouts well inside the outbox's lease (mail-outbox.ts), so a hung server is a retry later.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    name: new URL(publicUrl).hostname,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  // The Message-ID is the outbox row's, so a mail sent twice (a process died before marking it)
  // reads as one message.
  const send = async (userId: string, n: Notification, messageId?: string, digest?: DigestLine[]): Promise<boolean> => {
    const to = await q.findEmailRecipient(db, userId, n.kind);
    if (!to?.email || to.email_on === false) return false;
    // This mail's link stops this kind of mail only (its purpose is signed into it).
    const key = await q.unsubscribeKey(db, userId);
    const unsubscribeUrl = `${publicUrl}${unsubscribePath(unsubscribeToken(secret, key, { userId, kind: n.kind }))}`;
    const mail = digest
      ? commentDigestEmail(digest, { publicUrl, unsubscribeUrl })
      : reminderEmail(n.kind, n.payload, {
          timeZone: to.time_zone,
          link: linkFor(n, publicUrl),
          unsubscribeUrl,
          createdAt: n.createdAt,
        });
    await transport.sendMail({
      from,
      to: to.email,
      subject: mail.subject,
      text: mail.text,
      ...(messageId ? { messageId } : {}),
      headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    return true;
  };
  return { send, close: () => transport.close() };
}
export type MailSender = Awaited<ReturnType<typeof createMailSender>>;
