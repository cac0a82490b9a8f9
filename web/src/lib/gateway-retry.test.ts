import { describe, expect, it } from 'vitest';
import { mayRepeat, retryOnceOnGateway } from './gateway-retry.ts';

const answer = (status: number) => new Response(status === 201 ? '{"id":"r1"}' : 'Bad Gateway', { status });
const noWait = async () => {};

/** A server that answers the given statuses in turn and records the headers of every request. */
function server(statuses: number[]) {
  const sent: Record<string, string>[] = [];
  const headers = { 'Idempotency-Key': 'a1b2', 'Content-Type': 'application/json' };
  const send = async () => {
    sent.push({ ...headers });
    return answer(statuses[sent.length - 1] ?? 201);
  };
  return { send, sent, headers };
}

describe('retryOnceOnGateway', () => {
  it('sends a keyed write answered 502 again, once, with the same Idempotency-Key', async () => {
    const s = server([502, 201]);
    const res = await retryOnceOnGateway(s.send, mayRepeat('POST', s.headers), noWait);
    expect(res.status).toBe(201);
    expect(s.sent.map((h) => h['Idempotency-Key'])).toEqual(['a1b2', 'a1b2']);
  });

  it('tries only once more: a second 503 is the answer', async () => {
    const s = server([503, 503, 201]);
    const res = await retryOnceOnGateway(s.send, true, noWait);
    expect(res.status).toBe(503);
    expect(s.sent).toHaveLength(2);
  });

  it('does not repeat other errors, nor a POST the server could not dedupe', async () => {
    const failed = server([500, 201]);
    expect((await retryOnceOnGateway(failed.send, true, noWait)).status).toBe(500);
    expect(failed.sent).toHaveLength(1);
    expect(mayRepeat('POST', { 'Content-Type': 'application/json' })).toBe(false);
    expect(mayRepeat('post', { 'idempotency-key': 'k' })).toBe(true);
    expect(mayRepeat('DELETE', {})).toBe(true);
  });

  it('waits a moment before the second try', async () => {
    const s = server([502, 201]);
    const waited: number[] = [];
    await retryOnceOnGateway(s.send, true, async (ms) => {
      waited.push(ms);
    });
    expect(waited).toEqual([300]);
  });
});
