import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isoDurationSeconds } from './iso-duration.ts';
import { STUB_DURATION, startYouTubeStub, stubThumbnail, stubTitle, type YouTubeStub } from './test-youtube-stub.ts';
import { createVideoMetadataLookup } from './video-metadata.ts';

const VIDEO = { videoId: 'dQw4w9WgXcQ', canonicalUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' };
const FALLBACK = {
  title: 'YouTube video dQw4w9WgXcQ',
  titleFound: false,
  thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
  durationSeconds: null,
};

let stub: YouTubeStub;
beforeAll(async () => {
  stub = await startYouTubeStub();
});
beforeEach(() => {
  stub.mode = 'ok';
  stub.slowMs = 3_500;
  stub.requests.length = 0;
});
afterAll(() => stub.close());

const lookup = (options: { apiKey?: string; timeoutMs?: number; fetch?: typeof fetch } = {}) =>
  createVideoMetadataLookup({
    fetch: options.fetch ?? globalThis.fetch,
    oembedUrl: `${stub.url}/oembed`,
    videosApiUrl: `${stub.url}/youtube/v3/videos`,
    apiKey: options.apiKey,
    timeoutMs: options.timeoutMs,
  });

describe('createVideoMetadataLookup', () => {
  it('takes title and thumbnail from oEmbed and asks nothing else without an API key', async () => {
    expect(await lookup()(VIDEO)).toEqual({
      title: stubTitle(VIDEO.videoId),
      titleFound: true,
      thumbnail: stubThumbnail(VIDEO.videoId),
      durationSeconds: null,
    });
    expect(stub.requests.map((r) => r.pathname)).toEqual(['/oembed']);
  });

  it('looks the duration up with the API key and reads ISO-8601 as seconds', async () => {
    expect(await lookup({ apiKey: 'k3y' })(VIDEO)).toMatchObject({ durationSeconds: 4 * 60 + 13 });
    const videos = stub.requests.find((r) => r.pathname.endsWith('/videos'));
    expect(Object.fromEntries(videos?.searchParams ?? [])).toEqual({
      part: 'contentDetails',
      id: VIDEO.videoId,
      key: 'k3y',
    });
    expect(STUB_DURATION).toBe('PT4M13S');
  });

  it('falls back on a failing service (500)', async () => {
    stub.mode = 'failing';
    expect(await lookup({ apiKey: 'k3y' })(VIDEO)).toEqual(FALLBACK);
    expect(stub.requests).toHaveLength(2);
  });

  it('falls back when the service is slower than the timeout', async () => {
    stub.mode = 'slow';
    stub.slowMs = 2_000;
    const started = Date.now();
    expect(await lookup({ apiKey: 'k3y', timeoutMs: 150 })(VIDEO)).toEqual(FALLBACK);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('sends each request with a timeout signal', async () => {
    let signal: AbortSignal | null | undefined;
    const spy: typeof fetch = async (input, init) => {
      signal = init?.signal;
      return globalThis.fetch(input, init);
    };
    await lookup({ fetch: spy })(VIDEO);
    expect(signal).toBeInstanceOf(AbortSignal);
    // The default 3 s itself is timed end to end in submissions.test.ts (slow oEmbed).
    expect(signal?.aborted).toBe(false);
  });

  it('falls back when the network is unreachable or the answer is not JSON', async () => {
    const unreachable: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await lookup({ fetch: unreachable, apiKey: 'k' })(VIDEO)).toEqual(FALLBACK);
    const html: typeof fetch = async () => new Response('<html>', { status: 200 });
    expect(await lookup({ fetch: html, apiKey: 'k' })(VIDEO)).toEqual(FALLBACK);
  });

  it('keeps the fallback thumbnail when oEmbed names one the page could not show', async () => {
    const odd: typeof fetch = async () =>
      Response.json({ title: '  A title  ', thumbnail_url: 'http://evil.example/x.jpg' }, { status: 200 });
    expect(await lookup({ fetch: odd })(VIDEO)).toEqual({ ...FALLBACK, title: 'A title', titleFound: true });
  });
});

describe('isoDurationSeconds', () => {
  it.each([
    ['PT4M13S', 253],
    ['PT1H', 3600],
    ['PT1H2M3S', 3723],
    ['P1DT2H', 93600],
    ['PT45S', 45],
    ['P0D', 0],
  ])('%s → %i', (text, seconds) => {
    expect(isoDurationSeconds(text)).toBe(seconds);
  });

  it.each(['', 'P', 'PT', '4:13', 'P1W', 'PT1.5S', 'P1Y2M'])('refuses %j', (text) => {
    expect(isoDurationSeconds(text)).toBeNull();
  });
});
