import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

// A local stand-in for YouTube's oEmbed and Data API endpoints on a free port, so tests run the
// real HTTP lookup without the network. `mode` picks how it answers the next requests.
export type StubMode = 'ok' | 'slow' | 'failing';

export type YouTubeStub = {
  url: string;
  mode: StubMode;
  /** how long 'slow' waits before answering */
  slowMs: number;
  /** set: the oEmbed title for every video (hostile text from outside); null: stubTitle */
  title: string | null;
  requests: URL[];
  close: () => Promise<void>;
};

export const stubTitle = (videoId: string) => `Stub title for ${videoId}`;
export const stubThumbnail = (videoId: string) => `https://i.ytimg.com/vi/${videoId}/mqdefault.jpg`;
export const STUB_DURATION = 'PT4M13S';
/** Just past the app's 3 s lookup limit. */
const SLOW_MS = 3_500;

export async function startYouTubeStub(): Promise<YouTubeStub> {
  const pending = new Set<NodeJS.Timeout>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    stub.requests.push(url);
    const answer = () => {
      if (stub.mode === 'failing') {
        res.writeHead(500, { 'content-type': 'text/plain' }).end('upstream broke');
        return;
      }
      const videoId = url.pathname.endsWith('/videos')
        ? (url.searchParams.get('id') ?? '')
        : (new URL(url.searchParams.get('url') ?? 'http://x').searchParams.get('v') ?? '');
      const body = url.pathname.endsWith('/videos')
        ? { items: [{ id: videoId, contentDetails: { duration: STUB_DURATION } }] }
        : { title: stub.title ?? stubTitle(videoId), thumbnail_url: stubThumbnail(videoId), type: 'video' };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (stub.mode !== 'slow') return answer();
    const timer = setTimeout(() => {
      pending.delete(timer);
      answer();
    }, stub.slowMs);
    pending.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const stub: YouTubeStub = {
    url: `http://127.0.0.1:${port}`,
    mode: 'ok',
    slowMs: SLOW_MS,
    title: null,
    requests: [],
    close: async () => {
      for (const timer of pending) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return stub;
}

/**
 * Starts the stub before the file's first test and points the app's oEmbed URL at it: pass the
 * returned `env` to useTestApp (it is read when the app is built, after this beforeAll ran).
 */
export function useYouTubeStub(): { env: Record<string, string>; stub: () => YouTubeStub } {
  const env: Record<string, string> = {};
  let stub: YouTubeStub | undefined;
  beforeAll(async () => {
    stub = await startYouTubeStub();
    env.YOUTUBE_OEMBED_URL = `${stub.url}/oembed`;
  });
  beforeEach(() => {
    if (!stub) return;
    stub.mode = 'ok';
    stub.slowMs = SLOW_MS;
    stub.title = null;
    stub.requests.length = 0;
  });
  afterAll(async () => stub?.close());
  return {
    env,
    stub: () => {
      if (!stub) throw new Error('YouTube stub not started');
      return stub;
    },
  };
}
