import zlib from 'node:zlib';

// How dynamic JSON answers are compressed: app.ts gives these to @fastify/compress, and
// answers kept in memory (features/realtime/conditional-get.ts) are compressed the same way once.

/** Below this a compressed copy saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;
/** Brotli's default quality (11) costs more CPU than it saves on small dynamic answers. */
export const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

export type Encoding = 'br' | 'gzip';

/** br, else gzip, if Accept-Encoding allows it (a `;q=0` refuses); otherwise none. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const allowed = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) allowed.add(name.trim());
  }
  if (allowed.has('br')) return 'br';
  if (allowed.has('gzip')) return 'gzip';
  return undefined;
}

export function compressSync(body: string, encoding: Encoding): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(body, BROTLI_OPTIONS) : zlib.gzipSync(body);
}
