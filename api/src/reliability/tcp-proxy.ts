import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP forwarder the fault tests put between the app and PostgreSQL or Redis, to cut the
 * network and restore it. Two kinds of cut:
 * - 'silent': connections stay open and bytes are held (a cable pulled, a firewall dropping
 *   packets); new connections are accepted and get no answer. Restoring delivers what was held.
 * - 'refuse': every connection is closed at once and new ones are closed on arrival.
 */
export type TcpProxy = {
  port: number;
  cut: (kind: 'silent' | 'refuse') => void;
  restore: () => void;
  close: () => Promise<void>;
};

type Pair = { client: Socket; upstream: Socket | undefined; held: { toUpstream: Buffer[]; toClient: Buffer[] } };

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let state: 'open' | 'silent' | 'refuse' = 'open';
  const pairs = new Set<Pair>();

  const dial = (pair: Pair) => {
    const upstream = connect(target.port, target.host);
    pair.upstream = upstream;
    upstream.on('data', (chunk: Buffer) => {
      if (state === 'open') pair.client.write(chunk);
      else pair.held.toClient.push(chunk);
    });
    upstream.on('error', () => pair.client.destroy());
    upstream.on('close', () => pair.client.destroy());
    for (const chunk of pair.held.toUpstream.splice(0)) upstream.write(chunk);
  };

  const server: Server = createServer((client) => {
    if (state === 'refuse') return void client.destroy();
    const pair: Pair = { client, upstream: undefined, held: { toUpstream: [], toClient: [] } };
    pairs.add(pair);
    client.on('data', (chunk: Buffer) => {
      if (state === 'open' && pair.upstream) pair.upstream.write(chunk);
      else pair.held.toUpstream.push(chunk);
    });
    client.on('error', () => pair.upstream?.destroy());
    client.on('close', () => {
      pair.upstream?.destroy();
      pairs.delete(pair);
    });
    if (state === 'open') dial(pair);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('proxy has no port');

  return {
    port: address.port,
    cut(kind) {
      state = kind;
      if (kind === 'refuse') {
        for (const pair of pairs) pair.client.destroy();
      }
    },
    restore() {
      state = 'open';
      for (const pair of pairs) {
        if (!pair.upstream) dial(pair);
        else for (const chunk of pair.held.toUpstream.splice(0)) pair.upstream.write(chunk);
        for (const chunk of pair.held.toClient.splice(0)) pair.client.write(chunk);
      }
    },
    async close() {
      for (const pair of pairs) pair.client.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
