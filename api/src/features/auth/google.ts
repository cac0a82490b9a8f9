import oauth2, { type OAuth2Namespace } from '@fastify/oauth2';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { ProfileFromProvider } from './queries.ts';

declare module 'fastify' {
  interface FastifyInstance {
    googleOAuth2?: OAuth2Namespace;
  }
}

// Google OAuth 2.0 / OpenID Connect, with state and PKCE. The endpoints come from config so a
// test can run this exact code against a local OpenID provider.
export const googleOAuth = fp(async (app: FastifyInstance) => {
  const { google, oauthUrls, publicUrl, production } = app.config;
  if (!google) return;
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
    },
    callbackUri: `${publicUrl}/api/callback`,
    pkce: 'S256',
    cookie: { secure: production, sameSite: 'lax', httpOnly: true, path: '/api' },
  });
});

const UserInfoSchema = z.object({
  sub: z.string().min(1),
  email: z.string().nullish(),
  given_name: z.string().nullish(),
  family_name: z.string().nullish(),
  name: z.string().nullish(),
  picture: z.string().nullish(),
});

export async function fetchGoogleProfile(app: FastifyInstance, accessToken: string): Promise<ProfileFromProvider> {
  const res = await app.outboundFetch(app.config.oauthUrls.userinfo, {
    headers: { authorization: `Bearer ${accessToken}` },
    signal: AbortSignal.timeout(5000),
  });
  if (!res.ok) throw new Error(`userinfo answered ${res.status}`);
  const info = UserInfoSchema.parse(await res.json());
  return {
    subject: `google:${info.sub}`,
    email: info.email ?? null,
    firstName: info.given_name ?? info.name ?? null,
    lastName: info.family_name ?? null,
    profileImageUrl: info.picture ?? null,
  };
}
