import autocannon from 'autocannon';
import { expectStatus, send, signIn } from './lib/clients.ts';
import { startServer } from './lib/server.ts';

const server = await startServer();
const admin = await signIn(server, 0);
const created = expectStatus(
  await send(server, admin, 'POST', '/api/rooms', {
    body: { name: 'Bench room', type: 'manual', votingMode: 'classic' },
  }),
  201,
  'room',
);
const roomId = (JSON.parse(created.body) as { id: string }).id;
for (let i = 1; i <= 6; i++)
  await send(server, admin, 'POST', `/api/rooms/${roomId}/sessions`, { body: { theme: `Theme ${i}` } });
const url = `${server.url}/api/rooms/${roomId}/sessions`;
const r = await fetch(url, { headers: { cookie: admin.cookie, 'accept-encoding': 'br' } });
console.log('status', r.status, 'encoding', r.headers.get('content-encoding'), 'len', (await r.text()).length);
for (const [name, headers] of [
  ['br', { cookie: admin.cookie, 'accept-encoding': 'gzip, br' }],
  ['identity', { cookie: admin.cookie }],
  ['health', {}],
] as const) {
  const res = await autocannon({
    url: name === 'health' ? `${server.url}/api/health` : url,
    connections: 50,
    duration: 5,
    headers,
  });
  console.log(name, res.requests.average, 'p50', res.latency.p50, 'p99', res.latency.p99, 'non2xx', res.non2xx);
}
await server.stop();
