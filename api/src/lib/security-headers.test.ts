import { describe, expect, it } from 'vitest';
import { cspDirectives, cspHeader, securityHeaders } from './security-headers.ts';

// The exact policy helmet writes for the app (set through @fastify/helmet in earlier versions).
const HELMET_CSP =
  "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: https://i.ytimg.com https://lh3.googleusercontent.com;object-src 'none';script-src 'self' https://www.youtube.com https://s.ytimg.com;script-src-attr 'none';style-src 'self' 'unsafe-inline';frame-src https://www.youtube.com https://www.youtube-nocookie.com;connect-src 'self'";

describe('security headers', () => {
  it('keep the policy helmet sent in development', () => {
    expect(cspHeader(cspDirectives({ production: false }))).toBe(HELMET_CSP);
  });

  it('add upgrade-insecure-requests in production only', () => {
    expect(cspHeader(cspDirectives({ production: true }))).toBe(
      HELMET_CSP.replace("'unsafe-inline';", "'unsafe-inline';upgrade-insecure-requests;"),
    );
  });

  it('keep the other headers helmet sent', () => {
    expect(securityHeaders({ production: false })).toMatchObject({
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'x-xss-protection': '0',
    });
  });

  it('let the page open sockets to its own origins only, never to any host', () => {
    const csp = cspHeader(
      cspDirectives({
        production: true,
        ownOrigins: ['https://club.example', 'https://club.example'],
        connectOrigins: ['https://api.example'],
      }),
    );
    expect(csp).toMatch(/;connect-src 'self' wss:\/\/club\.example https:\/\/api\.example$/);
    expect(csp).not.toMatch(/connect-src[^;]* (ws|wss):( |;|$)/);
  });

  it("allow the built page's inline scripts by hash, never 'unsafe-inline'", () => {
    const csp = cspHeader(cspDirectives({ production: true, scriptHashes: ["'sha256-abc='"] }));
    expect(csp).toContain("script-src 'self' 'sha256-abc=' https://www.youtube.com https://s.ytimg.com;");
    expect(csp).not.toMatch(/script-src [^;]*'unsafe-inline'/);
  });
});
