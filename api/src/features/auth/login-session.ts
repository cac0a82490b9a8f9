import { createHash, randomBytes } from 'node:crypto';
import type { User } from '@clipclub/protocol';
import { cleanLine } from '@clipclub/protocol/text';
import type { Database } from '../../db/connect.ts';
import { toUser } from '../../db/users.ts';
import type { Clock } from '../../lib/clock.ts';
import { forgetDevicesOfSignIn } from '../push/service.ts';
import {
  deleteLoginSession,
  findLoginSessionWithUser,
  insertLoginSession,
  type ProfileFromProvider,
  touchLoginSession,
  upsertUserBySubject,
} from './queries.ts';

// The cookie keeps its first name: browsers already hold it, and clients depend on it.
export const LOGIN_COOKIE = 'cc_session';
const DAY_MS = 24 * 60 * 60 * 1000;
export const ABSOLUTE_LIFETIME_MS = 30 * DAY_MS;
export const IDLE_LIFETIME_MS = 7 * DAY_MS;
// Recording "last seen" on every request would turn each read into a write; once an hour is
// plenty for a 7-day idle limit.
const TOUCH_EVERY_MS = 60 * 60 * 1000;
// Polled pages answer 304 without a database query, so a resolved login session is remembered
// briefly. Log out forgets it at once, here and (through the realtime feature) in every process.
const REMEMBER_MS = 10_000;
const REMEMBER_MAX = 20_000;

// The provider's names and email are external text: one line without control or bidi
// characters, as a player's own (docs/rules.md §9).
const line = (v: string | null) => (v === null ? null : cleanLine(v));
const fromProvider = (p: ProfileFromProvider): ProfileFromProvider => ({
  ...p,
  email: line(p.email),
  firstName: line(p.firstName),
  lastName: line(p.lastName),
});

/** Only the hash is stored, so a database leak does not hand out live login sessions. */
export function hashLoginToken(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

export type SignedInUser = User;

export function createLoginSessions(db: Database, clock: Clock) {
  const recent = new Map<string, { user: SignedInUser; until: number; expiresAt: number }>();
  const remember = (idHash: string, user: SignedInUser, expiresAt: Date) => {
    if (recent.size >= REMEMBER_MAX) recent.delete(recent.keys().next().value as string);
    recent.set(idHash, { user, until: clock.now().getTime() + REMEMBER_MS, expiresAt: expiresAt.getTime() });
  };

  /**
   * What is known without the database: null for no usable cookie, the user of a login session
   * resolved in the last few seconds, or undefined when it must be looked up (authenticate).
   */
  const recall = (loginToken: string | undefined): SignedInUser | null | undefined => {
    if (!loginToken || loginToken.length > 100) return null;
    const hit = recent.get(hashLoginToken(loginToken));
    const nowMs = clock.now().getTime();
    return hit && hit.until > nowMs && hit.expiresAt > nowMs ? hit.user : undefined;
  };

  return {
    /** Signs a user in: upserts the user and issues a fresh random 256-bit login token. */
    async signIn(profile: ProfileFromProvider): Promise<{ loginToken: string; user: SignedInUser; expiresAt: Date }> {
      const now = clock.now();
      const row = await upsertUserBySubject(db, fromProvider(profile), now);
      const loginToken = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + ABSOLUTE_LIFETIME_MS);
      await insertLoginSession(db, { idHash: hashLoginToken(loginToken), userId: row.id, now, expiresAt });
      return { loginToken, user: toUser(row), expiresAt };
    },

    recall,

    /** The signed-in user for a cookie value, or null when missing, expired or idle too long. */
    async authenticate(loginToken: string | undefined): Promise<SignedInUser | null> {
      const recalled = recall(loginToken);
      if (recalled !== undefined || !loginToken) return recalled ?? null;
      const idHash = hashLoginToken(loginToken);
      recent.delete(idHash);
      const found = await findLoginSessionWithUser(db, idHash);
      if (!found) return null;
      const now = clock.now().getTime();
      const expired = found.expires_at.getTime() <= now || found.last_seen_at.getTime() + IDLE_LIFETIME_MS <= now;
      if (expired) {
        await deleteLoginSession(db, idHash);
        return null;
      }
      if (now - found.last_seen_at.getTime() > TOUCH_EVERY_MS) await touchLoginSession(db, idHash, clock.now());
      const user = toUser(found);
      remember(idHash, user, found.expires_at);
      return user;
    },

    async signOut(loginToken: string | undefined): Promise<void> {
      if (!loginToken) return;
      const idHash = hashLoginToken(loginToken);
      // The devices this sign-in turned push on for go with it: a shared phone must not keep
      // getting the last player's notices (docs/rules.md "Push").
      await db.transaction().execute(async (trx) => {
        await forgetDevicesOfSignIn(trx, idHash);
        await deleteLoginSession(trx, idHash);
      });
      recent.delete(idHash);
    },

    /** Drops remembered login sessions of a user who signed out (possibly in another process). */
    forgetUser(userId: string): void {
      for (const [idHash, entry] of recent) if (entry.user.id === userId) recent.delete(idHash);
    },
  };
}
export type LoginSessions = ReturnType<typeof createLoginSessions>;
