import { createHmac, timingSafeEqual } from 'node:crypto';
import { IdSchema, type NotificationKind, NotificationKindSchema } from '@clipclub/protocol';

// The unsubscribe link must work without signing in (one click from the mail), so it carries
// the user id and its purpose (the kind of mail it stops), signed with the server's secret and
// the player's own key: nobody can forge one, the purpose can't be widened, and replacing or
// deleting the key revokes every link already mailed (docs/rules.md §7).
const DOMAIN = 'clipclub:unsubscribe:';

export type UnsubscribeLink = { userId: string; kind: NotificationKind };

const sign = (secret: string, key: string, { userId, kind }: UnsubscribeLink) =>
  createHmac('sha256', secret).update(`${DOMAIN}${userId}:${kind}:${key}`).digest('base64url');

export function unsubscribeToken(secret: string, key: string, link: UnsubscribeLink): string {
  return `${Buffer.from(link.userId).toString('base64url')}.${link.kind}.${sign(secret, key, link)}`;
}

/** Who and what the token names, before its signature is checked; null when it is malformed. */
export function readUnsubscribeToken(token: string): UnsubscribeLink | null {
  const [idPart, kindPart, mac, ...rest] = token.split('.');
  if (!idPart || !kindPart || !mac || rest.length) return null;
  const userId = IdSchema.safeParse(Buffer.from(idPart, 'base64url').toString());
  const kind = NotificationKindSchema.safeParse(kindPart);
  return userId.success && kind.success ? { userId: userId.data, kind: kind.data } : null;
}

/** Whether the token was signed with this secret and this player's current key. */
export function unsubscribeTokenValid(secret: string, key: string, token: string): boolean {
  const link = readUnsubscribeToken(token);
  if (!link) return false;
  const expected = Buffer.from(sign(secret, key, link));
  const given = Buffer.from(token.slice(token.lastIndexOf('.') + 1));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A link from mail sent before links carried their purpose: `<user id>.<signature>`. It can't say
 * which mail it stops and can't be revoked, so it is no longer honoured; its page says it expired.
 */
export function isExpiredUnsubscribeToken(token: string): boolean {
  const [idPart, mac, ...rest] = token.split('.');
  if (!idPart || !mac || rest.length) return false;
  return IdSchema.safeParse(Buffer.from(idPart, 'base64url').toString()).success;
}
