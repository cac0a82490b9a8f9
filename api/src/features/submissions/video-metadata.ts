import { cleanLine } from '@clipclub/protocol/text';
import { fallbackTitle, thumbnailUrl } from '@clipclub/protocol/youtube';
import { isoDurationSeconds } from './iso-duration.ts';

/** `titleFound` false: the title is the fallback `YouTube video <id>` (the form then asks for one). */
export type VideoMetadata = { title: string; titleFound: boolean; thumbnail: string; durationSeconds: number | null };
export type VideoMetadataLookup = (video: { videoId: string; canonicalUrl: string }) => Promise<VideoMetadata>;

export const LOOKUP_TIMEOUT_MS = 3_000;
export const YOUTUBE_VIDEOS_API_URL = 'https://www.googleapis.com/youtube/v3/videos';
const MAX_TITLE_LENGTH = 300;

type Options = {
  fetch: typeof globalThis.fetch;
  oembedUrl: string;
  /** set: the duration is looked up too (YouTube Data API) */
  apiKey?: string | undefined;
  videosApiUrl?: string;
  timeoutMs?: number;
};

/**
 * Title and thumbnail from oEmbed, duration from the Data API when a key is configured; both
 * at once, each within the timeout. A submission never fails because YouTube is slow or down:
 * every failure falls back to `YouTube video <id>`, the standard thumbnail and no duration.
 */
export function createVideoMetadataLookup(options: Options): VideoMetadataLookup {
  const { fetch, oembedUrl, apiKey, videosApiUrl = YOUTUBE_VIDEOS_API_URL, timeoutMs = LOOKUP_TIMEOUT_MS } = options;

  async function getJson(url: URL): Promise<unknown> {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`${url.origin} answered ${res.status}`);
    return res.json();
  }

  async function oembed(videoId: string, canonicalUrl: string): Promise<Omit<VideoMetadata, 'durationSeconds'>> {
    const url = new URL(oembedUrl);
    url.searchParams.set('url', canonicalUrl);
    url.searchParams.set('format', 'json');
    const fallback = { title: fallbackTitle(videoId), thumbnail: thumbnailUrl(videoId) };
    const body = (await getJson(url).catch(() => null)) as { title?: unknown; thumbnail_url?: unknown } | null;
    // External text: one line without control or bidi characters, as a player's own (text.ts);
    // a NUL would make PostgreSQL refuse the submission.
    const title = typeof body?.title === 'string' ? cleanLine(body.title).trim().slice(0, MAX_TITLE_LENGTH) : '';
    return {
      title: title || fallback.title,
      titleFound: title !== '',
      thumbnail: isYouTubeThumbnail(body?.thumbnail_url) ? body.thumbnail_url : fallback.thumbnail,
    };
  }

  async function duration(videoId: string): Promise<number | null> {
    if (!apiKey) return null;
    const url = new URL(videosApiUrl);
    url.searchParams.set('part', 'contentDetails');
    url.searchParams.set('id', videoId);
    url.searchParams.set('key', apiKey);
    const body = (await getJson(url).catch(() => null)) as {
      items?: { contentDetails?: { duration?: unknown } }[];
    } | null;
    const text = body?.items?.[0]?.contentDetails?.duration;
    return typeof text === 'string' ? isoDurationSeconds(text) : null;
  }

  return async ({ videoId, canonicalUrl }) => {
    const [meta, durationSeconds] = await Promise.all([oembed(videoId, canonicalUrl), duration(videoId)]);
    return { ...meta, durationSeconds };
  };
}

// The page's Content-Security-Policy allows images from i.ytimg.com only, so any other
// thumbnail would show as broken; the standard one is the better answer.
function isYouTubeThumbnail(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.host === 'i.ytimg.com';
  } catch {
    return false;
  }
}
