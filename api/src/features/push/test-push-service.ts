import { createECDH, createPublicKey, type ECDH, randomBytes, randomUUID, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error http_ece ships no types; decrypt(buffer, params) is all this file uses.
import ece from 'http_ece';

/** One push as the device would read it, after the checks a real push service makes. */
export type ReceivedPush = {
  endpoint: string;
  payload: unknown;
  ttl: string | undefined;
  claims: { aud: string; exp: number; sub: string };
};

type Device = { endpoint: string; ecdh: ECDH; auth: Buffer; answer: number };

const json = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

/**
 * A push service on a local port, as Web Push needs one: each request must carry a VAPID JWT
 * (RFC 8292) whose audience is this service's origin, whose expiry is ahead and at most 24 h
 * away, and whose ES256 signature checks against the `k=` public key, which must be the app's;
 * the body must be aes128gcm (RFC 8291) and is decrypted with the device's own keys. A request
 * failing any check is answered 400/401/403 and listed in `refused`.
 */
export async function startPushService(opts: { publicKey: () => string }) {
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let server: Server | undefined;
  let port = 0;
  const origin = () => `http://127.0.0.1:${port}`;

  function check(req: IncomingMessage, device: Device, body: Buffer): ReceivedPush | { status: number; why: string } {
    const auth = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(req.headers.authorization ?? '');
    if (!auth?.[1] || !auth[2]) return { status: 401, why: 'no VAPID authorization' };
    const [token, key] = [auth[1], auth[2]];
    if (key !== opts.publicKey()) return { status: 403, why: 'a VAPID key that is not the app’s' };
    const [head, claimsPart, signature] = token.split('.');
    if (!head || !claimsPart || !signature) return { status: 401, why: 'a malformed JWT' };
    if (json(head).alg !== 'ES256') return { status: 401, why: 'a JWT not signed with ES256' };
    const point = Buffer.from(key, 'base64url');
    const publicKey = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33, 65).toString('base64url'),
      },
      format: 'jwk',
    });
    const signed = verify(
      'sha256',
      Buffer.from(`${head}.${claimsPart}`),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    if (!signed) return { status: 403, why: 'a JWT whose signature does not check' };
    const claims = json(claimsPart) as ReceivedPush['claims'];
    if (claims.aud !== origin()) return { status: 403, why: `audience ${claims.aud}` };
    const now = Date.now() / 1000;
    if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) return { status: 403, why: `expiry ${claims.exp}` };
    if (req.headers['content-encoding'] !== 'aes128gcm') return { status: 400, why: 'not aes128gcm' };
    let plain: Buffer;
    try {
      plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth });
    } catch (error) {
      return { status: 400, why: `undecryptable: ${(error as Error).message}` };
    }
    return {
      endpoint: device.endpoint,
      payload: JSON.parse(plain.toString('utf8')),
      ttl: req.headers.ttl as string | undefined,
      claims,
    };
  }

  async function start() {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const device = devices.get(`${origin()}${req.url ?? ''}`);
        if (req.method !== 'POST' || !device) {
          res.writeHead(404).end();
          return;
        }
        const result = check(req, device, Buffer.concat(chunks));
        if ('why' in result) {
          refused.push(result.why);
          res.writeHead(result.status).end();
          return;
        }
        // Unreachable devices, outages and gone subscriptions answer as set, and receive nothing.
        if (device.answer === 201) received.push(result);
        res.writeHead(device.answer).end();
      });
    });
    const s = server;
    await new Promise<void>((resolve) => s.listen(port, '127.0.0.1', resolve));
    port = (s.address() as AddressInfo).port;
  }

  await start();
  return {
    received,
    refused,
    origin,
    /** A new browser's subscription, as PushSubscription.toJSON() gives it. */
    subscription() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const device: Device = {
        endpoint: `${origin()}/push/${randomUUID()}`,
        ecdh,
        auth: randomBytes(16),
        answer: 201,
      };
      devices.set(device.endpoint, device);
      return {
        endpoint: device.endpoint,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: device.auth.toString('base64url') },
      };
    },
    /** How the service answers pushes to this device from now on: 201, or 410 (gone), 500… */
    answer(endpoint: string, status: number) {
      const device = devices.get(endpoint);
      if (device) device.answer = status;
    },
    payloadsFor: (endpoint: string) => received.filter((r) => r.endpoint === endpoint).map((r) => r.payload),
    clear() {
      received.length = 0;
      refused.length = 0;
    },
    async stop() {
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
}
export type TestPushService = Awaited<ReturnType<typeof startPushService>>;
