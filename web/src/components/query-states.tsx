import { Card, Container, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { isNotFound, isRemovedFromRoom } from '../lib/api-client.ts';
import { isNetworkError } from '../lib/reconnect.ts';
import { RemovedFromRoomPage, UnavailablePage } from './dead-end.tsx';
import { PageLoader } from './page-loader.tsx';

type QueryLike<T> = { isPending: boolean; isError: boolean; error: unknown; data: T | undefined };

type Props<T> = {
  query: QueryLike<T>;
  /** The spinner's line while it loads ('Loading session...'). */
  loading: string;
  /** A 404 is the dead end for this: the room or the session isn't available (no leak of why). */
  notFound: 'room' | 'session';
  /** Any other failure: a line in the page's card, or a node of its own. */
  failed: string | ReactNode;
  /** The page's width, for the failure card. */
  size?: 'sm' | 'lg';
  children: (data: T) => ReactNode;
};

/** A screen's first read: loading, not found, failed, or the screen with its data. */
export function QueryStates<T>({ query, loading, notFound, failed, size = 'lg', children }: Props<T>) {
  if (query.isPending) return <PageLoader label={loading} />;
  if (isRemovedFromRoom(query.error)) return <RemovedFromRoomPage />;
  if (isNotFound(query.error)) return <UnavailablePage what={notFound} />;
  // A read that could not reach the server (offline) leaves the screen as last seen, under the
  // offline banner (docs/rules.md §10, "On a phone"); any answered failure replaces it.
  if (query.data === undefined || (query.isError && !isNetworkError(query.error))) {
    return typeof failed === 'string' ? (
      <Container size={size} py="xl">
        <LoadFailed text={failed} />
      </Container>
    ) : (
      failed
    );
  }
  return children(query.data);
}

/** What a screen says when its data could not be loaded. */
export function LoadFailed({ text, mt }: { text: string; mt?: string }) {
  return (
    <Card withBorder padding="xl" ta="center" mt={mt}>
      <Text fw={600}>{text}</Text>
    </Card>
  );
}
