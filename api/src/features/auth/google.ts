import type { OAuth2Namespace } from '@fastify/oauth2';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { BadGatewayError, BadRequestError, type HttpError } from '../../lib/errors.ts';
import type { ProfileFromProvider } from './queries.ts';

declare module 'fastify' {
  interface FastifyInstance {
    googleOAuth2?: OAuth2Namespace;
  }
}

const TOKEN_TIMEOUT_MS = 5_000;
const USERINFO_TIMEOUT_MS = 4_000;

// Google OAuth 2.0 / OpenID Connect, with state and PKCE. The endpoints come from config so a
// test can run this exact code against a local OpenID provider.
export const googleOAuth = fp(async (app: FastifyInstance) => {
  const { google, oauthUrls, publicUrl, production } = app.config;
  if (!google) return;
  // Loaded only when Google sign-in is configured (idle memory without it).
  const { default: oauth2 } = await import('@fastify/oauth2');
  const authorize = new URL(oauthUrls.authorize);
  const token = new URL(oauthUrls.token);
  await app.register(oauth2, {
    name: 'googleOAuth2',
    scope: ['openid', 'email', 'profile'],
    credentials: {
      client: { id: google.clientId, secret: google.clientSecret },
      auth: {
        authorizeHost: authorize.origin,
        authorizePath: authorize.pathname,
        tokenHost: token.origin,
        tokenPath: token.pathname,
      },
      // Every call to the provider has a time limit: a token endpoint that never answers is a
      // 502 (within 10 s with the userinfo call's), not a sign-in that hangs forever.
      http: { timeout: TOKEN_TIMEOUT_MS },
    },
    callbackUri: `${publicUrl}/api/callback`,
    pkce: 'S256',
    cookie: { secure: production, sameSite: 'lax', httpOnly: true, path: '/api' },
  });
});

const UserInfoSchema = z.object({
  sub: z.string().min(1),
  email: z.string().nullish(),
  // Google sends a boolean; some providers a string.
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).nullish(),
  given_name: z.string().nullish(),
  family_name: z.string().nullish(),
  name: z.string().nullish(),
  picture: z.string().nullish(),
});

export const PROVIDER_UNAVAILABLE = 'The sign-in provider could not be reached, please try again';
const providerUnavailable = () => new BadGatewayError(PROVIDER_UNAVAILABLE, 'provider_unavailable');

/** The profile behind an access token. Any failure of the provider is a 502, never a 500. */
export async function fetchGoogleProfile(app: FastifyInstance, accessToken: string): Promise<ProfileFromProvider> {
  let body: unknown;
  try {
    const res = await app.outboundFetch(app.config.oauthUrls.userinfo, {
      headers: { authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(USERINFO_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`userinfo answered ${res.status}`);
    body = await res.json();
  } catch (error) {
    app.log.warn({ err: error }, 'userinfo call failed');
    throw providerUnavailable();
  }
  const parsed = UserInfoSchema.safeParse(body);
  if (!parsed.success) {
    app.log.warn({ issues: parsed.error.issues }, 'userinfo answer has no usable subject');
    throw providerUnavailable();
  }
  const info = parsed.data;
  return {
    subject: `google:${info.sub}`,
    // An address the provider has not verified could be anyone's: not trusted as the player's.
    email: info.email_verified === true || info.email_verified === 'true' ? (info.email ?? null) : null,
    firstName: info.given_name ?? info.name ?? null,
    lastName: info.family_name ?? null,
    profileImageUrl: info.picture ?? null,
  };
}

/**
 * The token exchange's failure, as the user should see it: a forged state or a code the provider
 * refuses (4xx) is a sign-in that could not be verified; no answer, a timeout or a provider 5xx
 * means the provider is unavailable.
 */
export function tokenExchangeError(app: FastifyInstance, error: unknown, unverifiedMessage: string): HttpError {
  const boom = error as { message?: string; isBoom?: boolean; output?: { statusCode?: number } };
  if (boom.message === 'Invalid state') return new BadRequestError(unverifiedMessage);
  const status = boom.isBoom ? (boom.output?.statusCode ?? 0) : 0;
  app.log.warn({ err: error }, 'OAuth token exchange failed');
  if (status >= 400 && status < 500 && status !== 408) return new BadRequestError(unverifiedMessage);
  return providerUnavailable();
}
