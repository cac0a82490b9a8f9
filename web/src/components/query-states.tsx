import { Card, Container, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { isNotFound, isRemovedFromRoom } from '../lib/api-client.ts';
import { isNetworkError } from '../lib/reconnect.ts';
import { RemovedFromRoomPage, UnavailablePage } from './dead-end.tsx';
import { PageLoader } from './page-loader.tsx';

export type QueryLike<T> = { isPending: boolean; isError: boolean; error: unknown; data: T | undefined };

type Props<T> = {
  query: QueryLike<T>;
  /** The spinner's line while it loads ('Loading session...'), or a node of its own. */
  loading?: string | ReactNode;
  /**
   * A screen's first read: a 404 is the dead end for this, the room or the session isn't
   * available (no leak of why). Left out for a part of a screen, where a 404 is a failure.
   */
  notFound?: 'room' | 'session';
  /** Any other failure: a line (drawn as `layout` says), or a node, or one made from the error. */
  failed: string | ReactNode | ((error: unknown) => ReactNode);
  /**
   * Where a failure line goes: `page` a card in the page's container, `section` a card under
   * what the screen already shows, `inline` a dimmed line inside a card (a panel).
   */
  layout?: 'page' | 'section' | 'inline';
  /** The page's width, for the `page` failure card. */
  size?: 'sm' | 'lg';
  /** Shown instead of the children when the data has nothing to show (with `isEmpty`). */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
};

/** A read's states: loading, not found, failed, empty, or what it shows with its data. */
export function QueryStates<T>(props: Props<T>) {
  const { query, loading, notFound, failed, layout = 'page', size = 'lg', empty, isEmpty, children } = props;
  if (query.isPending)
    return typeof loading === 'string' || loading === undefined ? <PageLoader label={loading} /> : loading;
  if (notFound && isRemovedFromRoom(query.error)) return <RemovedFromRoomPage />;
  if (notFound && isNotFound(query.error)) return <UnavailablePage what={notFound} />;
  // A read that could not reach the server (offline) leaves the screen as last seen, under the
  // offline banner (docs/rules.md §10, "On a phone"); any answered failure replaces it.
  if (query.data === undefined || (query.isError && !isNetworkError(query.error))) {
    if (typeof failed === 'function') return failed(query.error);
    return typeof failed === 'string' ? <FailedLine text={failed} layout={layout} size={size} /> : failed;
  }
  if (isEmpty?.(query.data)) return empty;
  return children(query.data);
}

function FailedLine({
  text,
  layout,
  size,
}: {
  text: string;
  layout: 'page' | 'section' | 'inline';
  size: 'sm' | 'lg';
}) {
  if (layout === 'inline') return <Text c="dimmed">{text}</Text>;
  if (layout === 'section') return <LoadFailed text={text} mt="lg" />;
  return (
    <Container size={size} py="xl">
      <LoadFailed text={text} />
    </Container>
  );
}

/** Several reads as one: pending while any is, failed as the first that failed, data once all have it. */
export function allQueries<T extends Record<string, unknown>>(
  queries: { [K in keyof T]: QueryLike<T[K]> },
): QueryLike<T> {
  const list = Object.values(queries) as QueryLike<unknown>[];
  const failed = list.find((q) => q.isError);
  const data = list.every((q) => q.data !== undefined)
    ? (Object.fromEntries(Object.entries(queries).map(([k, q]) => [k, (q as QueryLike<unknown>).data])) as T)
    : undefined;
  return {
    isPending: list.some((q) => q.isPending),
    isError: failed !== undefined,
    error: failed?.error ?? null,
    data,
  };
}

/** What a screen says when its data could not be loaded. */
export function LoadFailed({ text, mt }: { text: string; mt?: string }) {
  return (
    <Card withBorder padding="xl" ta="center" mt={mt}>
      <Text fw={600}>{text}</Text>
    </Card>
  );
}
