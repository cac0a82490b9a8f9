import * as routes from '@clipclub/protocol/http/routes';
import type { QueryClient } from '@tanstack/react-query';
import { userQuery } from '../features/auth/api/get-user.ts';
import type { StartedReads } from '../lib/api-client.ts';
import { pagedQuery, readQuery } from '../lib/queries/read-query.ts';
import { type Read, readUrl } from '../lib/queries/reads.ts';
import type { ShellWindow } from './page-start.ts';
import { matchPage, type Page, pageReads, pages } from './pages.ts';

/**
 * Puts the data a page's first paint needs (app/pages.ts) into the cache: each read through the
 * screens' own query options, so their hooks find the answer (or the request in flight) there.
 * `started` hands over answers already on their way: in the browser, the requests index.html
 * started for the same list (shellReads); on the server, its own reads. A failed prefetch is no
 * different from a failed first fetch: an errored query is fetched again when its screen mounts.
 * The answer settles once every read has (the server waits for it before drawing the page).
 */
export function prefetchForPage(
  client: QueryClient,
  pathname: string,
  search: string,
  started?: StartedReads,
): Promise<unknown> {
  const match = matchPage(pathname);
  const first = Promise.all(pageReads(match, search).map((read) => prefetchRead(client, read, started)));
  const page: Page = pages[match.name];
  const { after } = page;
  const params = match.params;
  if (!after || !params) return first;
  const answerOf = (read: Read) => client.getQueryData(read.key);
  return first.then(() =>
    Promise.all(after(params, answerOf as never).map((read) => prefetchRead(client, read, started))),
  );
}

function prefetchRead(client: QueryClient, read: Read, started?: StartedReads): Promise<void> {
  if (read.route === routes.getCurrentUser) return client.prefetchQuery(userQuery(started));
  if (read.paged) return client.prefetchInfiniteQuery(pagedQuery(read, started));
  return client.prefetchQuery(readQuery(read, started));
}

/**
 * The requests index.html started (app/page-start.ts), each taken once: the first read of its
 * URL gets it, and those nobody takes are dropped, so a later read asks the server afresh.
 */
export function shellReads(): StartedReads {
  const shell = globalThis as ShellWindow;
  const started = shell.__shellResponses ?? {};
  delete shell.__shellResponses;
  return (read) => {
    const url = readUrl(read);
    const answer = started[url];
    delete started[url];
    return answer;
  };
}
