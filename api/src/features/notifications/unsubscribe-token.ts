import { createHmac, timingSafeEqual } from 'node:crypto';

// The unsubscribe link must work without signing in (one click from the mail), so it carries
// the user id signed with the server's secret; nobody can forge one for someone else.
const PURPOSE = 'clipclub:unsubscribe:';

const sign = (secret: string, userId: string) =>
  createHmac('sha256', secret)
    .update(PURPOSE + userId)
    .digest('base64url');

export function unsubscribeToken(secret: string, userId: string): string {
  return `${Buffer.from(userId).toString('base64url')}.${sign(secret, userId)}`;
}

/** The user id the token was made for, or null when it was not made with this secret. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const [idPart, mac] = token.split('.');
  if (!idPart || !mac) return null;
  const userId = Buffer.from(idPart, 'base64url').toString();
  const expected = Buffer.from(sign(secret, userId));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
