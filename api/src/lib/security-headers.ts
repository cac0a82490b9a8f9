import type { FastifyInstance } from 'fastify';

// Security headers, computed once at start-up and set by one onRequest hook. They replace
// @fastify/helmet, which rebuilt its middleware on every request (27% of CPU on the 304
// path, issue 12); the values are the ones helmet sent, pinned by security-headers.test.ts.

export type CspDirectives = Record<string, string[]>;

export type HeaderOptions = {
  production: boolean;
  /** 'sha256-…' sources of the built index.html's inline scripts (theme before first paint) */
  scriptHashes?: readonly string[];
  /** Origins of extra scripts: the watch party's YouTube IFrame API (YOUTUBE_IFRAME_API_URL, a stand-in in tests) */
  scriptOrigins?: readonly string[];
};

/** The one place for the Content-Security-Policy. Features that embed a new origin add it here. */
export function cspDirectives(options: HeaderOptions): CspDirectives {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'font-src': ["'self'", 'https:', 'data:'],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    'img-src': ["'self'", 'data:', 'https://i.ytimg.com', 'https://lh3.googleusercontent.com'],
    'object-src': ["'none'"],
    'script-src': [
      "'self'",
      ...(options.scriptHashes ?? []),
      'https://www.youtube.com',
      'https://s.ytimg.com',
      ...(options.scriptOrigins ?? []).filter((origin) => origin !== 'https://www.youtube.com'),
    ],
    'script-src-attr': ["'none'"],
    // Mantine writes CSS variables into style attributes at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Browsers upgrade http sub-resources in production only (development runs on plain http).
    ...(options.production ? { 'upgrade-insecure-requests': [] } : {}),
    'frame-src': ['https://www.youtube.com', 'https://www.youtube-nocookie.com'],
    'connect-src': ["'self'", 'ws:', 'wss:'],
  };
}

export function cspHeader(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
}

export function securityHeaders(options: HeaderOptions): Record<string, string> {
  return {
    'content-security-policy': cspHeader(cspDirectives(options)),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

export function addSecurityHeaders(app: FastifyInstance, options: HeaderOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
