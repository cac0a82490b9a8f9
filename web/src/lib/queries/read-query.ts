import type { Route } from '@clipclub/protocol/http/route';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, type StartedReads } from '../api-client.ts';
import type { Read } from './reads.ts';

// A declared read (./reads.ts) as query options: the one way the screens' hooks, the first-load
// prefetch and the server's drawing turn a read into a query, so all three share its key and
// fetcher. `started` hands over an answer already on its way (app/prefetch.ts); the screens
// leave it out.

export function readQuery<R extends Route>(read: Read<R>, started?: StartedReads) {
  return queryOptions({ queryKey: read.key, queryFn: () => api.read(read, started) });
}

/** A paged read as pages (newest first); `cursor` null is the first page. */
export function pagedQuery<R extends Route>(read: Read<R>, started?: StartedReads) {
  return infiniteQueryOptions({
    queryKey: read.key,
    queryFn: ({ pageParam }) => api.readPage(read, pageParam, started),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
