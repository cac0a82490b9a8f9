import { nextPageLink, type Page } from '@clipclub/protocol';
import type { FastifyReply } from 'fastify';

/** The next page's Link header (RFC 8288), when one follows; `path` is the list's own path. */
export function sendPageHeaders(reply: FastifyReply, path: string, page: Page<unknown>, limit: number): void {
  if (page.nextCursor) reply.header('link', nextPageLink(path, page.nextCursor, limit));
}
