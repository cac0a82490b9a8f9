import { type Agent, type IncomingHttpHeaders, type RequestOptions, request } from 'node:http';
import { type ClientToServerEvents, type ServerToClientEvents, SOCKET_PATH } from '@clipclub/protocol';
import { io, type Socket } from 'socket.io-client';

/** Where requests go: the server's address and the Origin its pages have. */
type Target = { url: string; origin: string };

export type BenchSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type Member = { cookie: string; userId: string; agent: Agent };
export type Answer = { status: number; body: string; etag: string | undefined };

/**
 * One HTTP call the way a browser tab makes it: its own keep-alive connection (agent),
 * same-origin, with the login cookie.
 */
export function send(
  server: Target,
  member: Pick<Member, 'cookie' | 'agent'> | undefined,
  method: string,
  path: string,
  options: { body?: unknown; ifNoneMatch?: string } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers = {
    origin: server.origin,
    ...(member ? { cookie: member.cookie } : {}),
    ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
    ...(options.ifNoneMatch ? { 'if-none-match': options.ifNoneMatch } : {}),
  };
  return exchange(`${server.url}${path}`, { method, agent: member?.agent, headers }, payload).then((res) => ({
    status: res.status,
    body: res.body,
    etag: res.headers.etag as string | undefined,
  }));
}

type Exchanged = { status: number; body: string; headers: IncomingHttpHeaders };

/**
 * One request and its whole answer. A keep-alive connection the server closed while idle can
 * be reset just as it is reused; Node's documented remedy is to retry such a request once.
 */
function exchange(url: string, options: RequestOptions, payload: string | undefined, retry = true): Promise<Exchanged> {
  return new Promise((resolve, reject) => {
    const req = request(url, options);
    req.setTimeout(30_000, () => req.destroy(new Error('timed out')));
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (retry && req.reusedSocket && error.code === 'ECONNRESET') {
        exchange(url, options, payload, false).then(resolve, reject);
      } else reject(new Error(`${options.method} ${url}: ${error.message}`));
    });
    req.end(payload);
  });
}

export function expectStatus(answer: Answer, status: number, what: string): Answer {
  if (answer.status !== status) throw new Error(`${what}: expected ${status}, got ${answer.status} ${answer.body}`);
  return answer;
}

/** A socket.io client as the web app opens it: WebSocket only, cookie and Origin of the page. */
export function connectSocket(server: Target, member: Member): Promise<BenchSocket> {
  const socket: BenchSocket = io(server.url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    extraHeaders: { cookie: member.cookie, origin: server.origin },
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Runs `task` over `items` with at most `limit` at a time. */
export async function inBatches<T, R>(items: readonly T[], limit: number, task: (item: T, i: number) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}
