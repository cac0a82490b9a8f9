import { z } from 'zod';
import { controlCharactersMessage, hasNoControlCharacters } from './http/common.ts';

// Video links accepted for a submission (docs/rules.md §4). Pure, so the web form and the API
// refuse exactly the same input with exactly the same words.

export const YOUTUBE_URL_MESSAGES = {
  invalidUrl: 'Must be a valid URL',
  notYouTube: 'Must be a YouTube URL',
  notAVideo: 'Must be a link to a YouTube video',
} as const;
export type YouTubeUrlMessage = (typeof YOUTUBE_URL_MESSAGES)[keyof typeof YOUTUBE_URL_MESSAGES];

export type ParsedYouTubeUrl =
  | { ok: true; videoId: string; canonicalUrl: string }
  | { ok: false; message: YouTubeUrlMessage };

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

// Exact hosts only: a suffix or substring test would let youtube.com.evil.com or
// notyoutube.com through. www.youtu.be and youtube-nocookie.com are not on docs/rules.md §4's list.
const LONG_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const SHORT_HOST = 'youtu.be';

// /shorts/ID, /embed/ID, /live/ID, each allowing one trailing slash as browsers often add it.
const PATH_WITH_ID = /^\/(?:shorts|embed|live)\/([^/]+)\/?$/;
const SHORT_PATH = /^\/([^/]+)\/?$/;

export function parseYouTubeUrl(input: string): ParsedYouTubeUrl {
  let url: URL;
  // No scheme guessing: "youtube.com/watch?v=…" is not a URL, as docs/rules.md §4 asks for a valid URL.
  try {
    url = new URL(input.trim());
  } catch {
    return { ok: false, message: YOUTUBE_URL_MESSAGES.invalidUrl };
  }
  // Only web links count as URLs here: a player who pastes ftp:// or javascript: has not
  // pasted a link to a page, whatever host it names.
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, message: YOUTUBE_URL_MESSAGES.invalidUrl };
  }
  // url.host keeps a non-default port, so youtube.com:8080 is not YouTube.
  let videoId: string | undefined;
  if (LONG_HOSTS.has(url.host)) videoId = longHostVideoId(url);
  else if (url.host === SHORT_HOST) videoId = SHORT_PATH.exec(url.pathname)?.[1];
  else return { ok: false, message: YOUTUBE_URL_MESSAGES.notYouTube };

  if (!videoId || !VIDEO_ID.test(videoId)) {
    return { ok: false, message: YOUTUBE_URL_MESSAGES.notAVideo };
  }
  return { ok: true, videoId, canonicalUrl: `https://www.youtube.com/watch?v=${videoId}` };
}

function longHostVideoId(url: URL): string | undefined {
  if (url.pathname === '/watch' || url.pathname === '/watch/') return url.searchParams.get('v') ?? undefined;
  return PATH_WITH_ID.exec(url.pathname)?.[1];
}

// Output is the trimmed text the player typed; the API calls parseYouTubeUrl again for the
// id and canonical URL, so forms keep a plain string field.
// Control characters are refused before parsing: the URL parser drops them at the ends, so a
// link with a NUL or ESC would otherwise pass as the link without it.
export const YouTubeUrlSchema = z
  .string({ message: YOUTUBE_URL_MESSAGES.invalidUrl })
  .trim()
  .refine(hasNoControlCharacters, { ...controlCharactersMessage('YouTube URL'), abort: true })
  .superRefine((value, ctx) => {
    const parsed = parseYouTubeUrl(value);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message });
  });

// What a submission shows when the oEmbed lookup fails (docs/rules.md §4).
export function thumbnailUrl(videoId: string): string {
  return `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;
}

export function fallbackTitle(videoId: string): string {
  return `YouTube video ${videoId}`;
}

// An unnamed playlist YouTube builds on the fly; ids are URL-safe, so no encoding is needed.
export function playlistUrl(videoIds: string[]): string {
  return `https://www.youtube.com/watch_videos?video_ids=${videoIds.join(',')}`;
}
