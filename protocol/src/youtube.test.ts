import { describe, expect, it } from 'vitest';
import {
  fallbackTitle,
  parseYouTubeUrl,
  playlistUrl,
  thumbnailUrl,
  YOUTUBE_URL_MESSAGES,
  YouTubeUrlSchema,
} from './youtube.ts';

const ID = 'dQw4w9WgXcQ';
const CANONICAL = `https://www.youtube.com/watch?v=${ID}`;

describe('parseYouTubeUrl accepts', () => {
  const accepted = [
    // every long host with /watch
    `https://youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}`,
    // the other paths
    `https://www.youtube.com/shorts/${ID}`,
    `https://youtube.com/shorts/${ID}`,
    `https://m.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/live/${ID}`,
    `https://music.youtube.com/live/${ID}`,
    // the short host
    `https://youtu.be/${ID}`,
    // plain http, upper-case scheme and host, default port
    `http://www.youtube.com/watch?v=${ID}`,
    `HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`,
    `https://YouTu.be/${ID}`,
    `https://www.youtube.com:443/watch?v=${ID}`,
    // extra params, v not first, fragments, trailing slashes
    `https://www.youtube.com/watch?v=${ID}&t=42s`,
    `https://www.youtube.com/watch?list=PL123&v=${ID}&index=3`,
    `https://www.youtube.com/watch?feature=share&v=${ID}`,
    `https://www.youtube.com/watch/?v=${ID}`,
    `https://www.youtube.com/watch?v=${ID}#comments`,
    `https://youtu.be/${ID}?si=AbCdEf123&t=10`,
    `https://youtu.be/${ID}/`,
    `https://www.youtube.com/shorts/${ID}?feature=share`,
    `https://www.youtube.com/shorts/${ID}/`,
    `https://www.youtube.com/embed/${ID}?start=30&autoplay=1`,
    `https://www.youtube.com/live/${ID}?si=xyz`,
    // surrounding whitespace from a paste
    `  https://youtu.be/${ID}\n`,
  ];
  it.each(accepted)('%s', (input) => {
    expect(parseYouTubeUrl(input)).toEqual({ ok: true, videoId: ID, canonicalUrl: CANONICAL });
  });

  it('keeps the id exactly, including case, "-" and "_"', () => {
    expect(parseYouTubeUrl('https://youtu.be/a-B_c9-Z_0x')).toMatchObject({ ok: true, videoId: 'a-B_c9-Z_0x' });
    expect(parseYouTubeUrl('https://youtu.be/___________')).toMatchObject({ ok: true, videoId: '___________' });
  });

  it('takes the first v when several are given', () => {
    expect(parseYouTubeUrl(`https://www.youtube.com/watch?v=${ID}&v=aaaaaaaaaaa`)).toMatchObject({ videoId: ID });
  });
});

describe('parseYouTubeUrl refuses', () => {
  const notAUrl = [
    '',
    '   ',
    'hello',
    'not a url',
    ID,
    // no scheme: not guessed
    `youtube.com/watch?v=${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `youtu.be/${ID}`,
    '//youtu.be/dQw4w9WgXcQ',
    'https://',
    'http://exa mple.com',
    // schemes other than http(s)
    `ftp://www.youtube.com/watch?v=${ID}`,
    `javascript:alert(1)//www.youtube.com/watch?v=${ID}`,
    `mailto:someone@youtube.com`,
    `data:text/html,https://youtu.be/${ID}`,
    `file:///watch?v=${ID}`,
  ];
  it.each(notAUrl)('%j as not a valid URL', (input) => {
    expect(parseYouTubeUrl(input)).toEqual({ ok: false, message: 'Must be a valid URL' });
  });

  const otherHosts = [
    'https://example.com',
    `https://vimeo.com/${ID}`,
    `https://youtube.com.evil.com/watch?v=${ID}`,
    `https://www.youtube.com.evil.com/watch?v=${ID}`,
    `https://notyoutube.com/watch?v=${ID}`,
    `https://evilyoutube.com/watch?v=${ID}`,
    `https://youtu.be.evil.com/${ID}`,
    `https://notyoutu.be/${ID}`,
    `https://youtube.co/watch?v=${ID}`,
    `https://youtube.de/watch?v=${ID}`,
    // credentials trick: the real host is evil.com
    `https://www.youtube.com@evil.com/watch?v=${ID}`,
    // a host or path that merely mentions YouTube
    `https://evil.com/www.youtube.com/watch?v=${ID}`,
    `https://evil.com/?u=https://youtu.be/${ID}`,
    // YouTube-owned hosts outside the docs/rules.md §4 list
    `https://www.youtu.be/${ID}`,
    `https://gaming.youtube.com/watch?v=${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://i.ytimg.com/vi/${ID}/hqdefault.jpg`,
    // trailing dot and non-default port are different hosts
    `https://www.youtube.com./watch?v=${ID}`,
    `https://www.youtube.com:8080/watch?v=${ID}`,
  ];
  it.each(otherHosts)('%s as not YouTube', (input) => {
    expect(parseYouTubeUrl(input)).toEqual({ ok: false, message: 'Must be a YouTube URL' });
  });

  const notAVideo = [
    'https://www.youtube.com',
    'https://www.youtube.com/',
    'https://youtu.be',
    'https://youtu.be/',
    // channel, playlist, search, feed pages
    'https://www.youtube.com/@SomeChannel',
    'https://www.youtube.com/channel/UC1234567890abcdefghij',
    'https://www.youtube.com/c/SomeChannel',
    'https://www.youtube.com/playlist?list=PL1234567890',
    'https://www.youtube.com/results?search_query=cats',
    'https://www.youtube.com/feed/subscriptions',
    // /watch without a usable v
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?list=PL1234567890',
    'https://www.youtube.com/watch?v=',
    `https://www.youtube.com/watch?V=${ID}`,
    // bad-length or bad-character ids, on every path
    'https://www.youtube.com/watch?v=dQw4w9WgXc',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQQ',
    'https://www.youtube.com/watch?v=dQw4w9WgX.Q',
    'https://www.youtube.com/watch?v=dQw4w9WgX%20Q',
    'https://www.youtube.com/shorts/short',
    'https://www.youtube.com/embed/dQw4w9WgXcQQ',
    'https://www.youtube.com/live/',
    'https://youtu.be/dQw4w9WgXc',
    'https://youtu.be/dQw4w9WgX%2DQ',
    // ids in places docs/rules.md §4 does not list
    `https://www.youtube.com/shorts/${ID}/extra`,
    `https://youtu.be/${ID}/extra`,
    `https://www.youtube.com/v/${ID}`,
    `https://www.youtube.com/watch/${ID}`,
    `https://www.youtube.com/Shorts/${ID}`,
    `https://www.youtube.com/${ID}`,
    `https://www.youtube.com/shorts?v=${ID}`,
    `https://www.youtube.com/#/watch?v=${ID}`,
    `https://www.youtube.com/watch#v=${ID}`,
    `https://youtu.be/?v=${ID}`,
  ];
  it.each(notAVideo)('%s as not a video', (input) => {
    expect(parseYouTubeUrl(input)).toEqual({ ok: false, message: 'Must be a link to a YouTube video' });
  });
});

describe('YouTubeUrlSchema', () => {
  it('passes a valid link through, trimmed', () => {
    expect(YouTubeUrlSchema.parse(`  https://youtu.be/${ID}  `)).toBe(`https://youtu.be/${ID}`);
  });

  it.each([
    ['not a url', YOUTUBE_URL_MESSAGES.invalidUrl],
    ['https://example.com', YOUTUBE_URL_MESSAGES.notYouTube],
    ['https://www.youtube.com/@SomeChannel', YOUTUBE_URL_MESSAGES.notAVideo],
  ])('reports parseYouTubeUrl’s message for %s', (input, message) => {
    const result = YouTubeUrlSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it.each([undefined, null, 42])('reports a missing or non-text value (%j) as not a valid URL', (input) => {
    expect(YouTubeUrlSchema.safeParse(input).error?.issues[0]?.message).toBe('Must be a valid URL');
  });
});

describe('fallbacks and playlist', () => {
  it('builds the oEmbed fallbacks of docs/rules.md §4', () => {
    expect(thumbnailUrl(ID)).toBe(`https://i.ytimg.com/vi/${ID}/hqdefault.jpg`);
    expect(fallbackTitle(ID)).toBe(`YouTube video ${ID}`);
  });

  it('lists the ids in the order given', () => {
    expect(playlistUrl(['aaaaaaaaaaa', ID, 'b-b_b-b_b-b'])).toBe(
      `https://www.youtube.com/watch_videos?video_ids=aaaaaaaaaaa,${ID},b-b_b-b_b-b`,
    );
    expect(playlistUrl([ID])).toBe(`https://www.youtube.com/watch_videos?video_ids=${ID}`);
  });
});
