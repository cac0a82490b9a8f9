// What another app shared to /share (the manifest's share_target: ?url=&text=&title=). Apps put
// the link in different places: Android's YouTube app sends it inside `text` ("Check this out
// https://youtu.be/…"), others in `url`. The first link found wins; without one, the text itself
// is what the submission form gets, and its own check says what is wrong with it.

export type SharedParams = { url?: string | null; text?: string | null; title?: string | null };

const LINK = /https?:\/\/[^\s<>"']+/i;
// A link at the end of a sentence keeps its closing punctuation out.
const TRAILING = /[).,;:!?]+$/;

function firstLink(value: string | null | undefined): string | undefined {
  const found = value?.match(LINK)?.[0];
  return found?.replace(TRAILING, '');
}

export function sharedLink({ url, text, title }: SharedParams): string {
  return firstLink(url) ?? firstLink(text) ?? firstLink(title) ?? (url?.trim() || text?.trim() || title?.trim() || '');
}

export function sharedLinkFromSearch(search: URLSearchParams): string {
  return sharedLink({ url: search.get('url'), text: search.get('text'), title: search.get('title') });
}
