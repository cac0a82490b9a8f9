// A write answered 502 or 503 by the proxy or a stopping process was, at worst, done once: the
// server keeps the answer of every Idempotency-Key. One more try with the same key (after a short
// pause, so a rolling restart has moved on) turns a deploy's blip into the answer the player wanted.

export const RETRY_AFTER_GATEWAY_MS = 300;
const GATEWAY_STATUSES = new Set([502, 503]);

/** A write may be sent twice when the server dedupes it (a key) or it is idempotent by its method. */
export function mayRepeat(method: string, headers: Record<string, string>): boolean {
  if (method === 'PUT' || method === 'DELETE') return true;
  return Object.keys(headers).some((name) => name.toLowerCase() === 'idempotency-key');
}

export async function retryOnceOnGateway(
  send: () => Promise<Response>,
  repeatable: boolean,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<Response> {
  const first = await send();
  if (!repeatable || !GATEWAY_STATUSES.has(first.status)) return first;
  await first.body?.cancel().catch(() => {});
  await wait(RETRY_AFTER_GATEWAY_MS);
  return send();
}
