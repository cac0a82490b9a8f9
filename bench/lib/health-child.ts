import { Agent, request } from 'node:http';

// The /api/health prober of bench:capacity, a process of its own: in the bench's process it
// waited behind the 10,000 clients' events (the bench's own event loop, busy reading them), so
// its p99 was partly the bench's. GET every 20 ms on one keep-alive connection, as a load
// balancer would; asked `count`, answers how many it has; asked `stop`, answers the latencies.
const url = process.env.HEALTH_URL ?? '';
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const latencies: number[] = [];
let running = true;

const once = () =>
  new Promise<void>((done) => {
    const req = request(`${url}/api/health`, { agent }, (res) => {
      res.resume();
      res.on('end', () => done());
    });
    req.on('error', () => done());
    req.end();
  });

const loop = (async () => {
  while (running) {
    const at = performance.now();
    await once();
    latencies.push(performance.now() - at);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
})();

process.on('message', async (message) => {
  if (message === 'count') process.send?.({ count: latencies.length });
  if (message === 'stop') {
    running = false;
    await loop;
    agent.destroy();
    process.send?.({ latencies }, () => process.exit(0));
  }
});
process.send?.({ ready: true });
