import { useCallback, useRef } from 'react';

/**
 * A fresh Idempotency-Key for one create: 32 hex characters of crypto randomness.
 * getRandomValues works on plain http too, where randomUUID does not.
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per distinct request: sending the same body again (a double click, a retry after an
 * error or going offline) reuses the key, so the server creates once; a changed body, or a
 * request after `reset()` (called once one succeeded), gets a new key.
 */
export function useIdempotencyKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  const keyFor = useCallback((body: unknown) => {
    const text = JSON.stringify(body);
    if (last.current?.body !== text) last.current = { body: text, key: newIdempotencyKey() };
    return last.current.key;
  }, []);
  const reset = useCallback(() => {
    last.current = null;
  }, []);
  return { keyFor, reset };
}
