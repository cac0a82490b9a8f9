/**
 * The tags a chat app reads to preview a shared link (Open Graph and Twitter cards). React puts
 * them in <head>, and the server's drawing of the page carries them there (app/page-html.ts).
 * What they say is the caller's to keep spoiler-free (docs/rules.md §13).
 */
export function LinkPreview({ title, description }: { title: string; description: string }) {
  return (
    <>
      <meta property="og:site_name" content="Clip Club" />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
    </>
  );
}
