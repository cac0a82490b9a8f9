import { describe, expect, it } from 'vitest';
import { endpointAllowed } from './endpoint-rule.ts';

describe('which push endpoints a subscription may name', () => {
  it('takes https anywhere, in production and development', () => {
    for (const loopbackHttp of [true, false]) {
      expect(endpointAllowed('https://fcm.googleapis.com/fcm/send/abc', { loopbackHttp })).toBe(true);
      expect(endpointAllowed('https://updates.push.services.mozilla.com/wpush/v2/x', { loopbackHttp })).toBe(true);
    }
  });

  it('takes plain http only on loopback, and only in development', () => {
    for (const host of ['127.0.0.1:4000', 'localhost:4000', '[::1]:4000']) {
      expect(endpointAllowed(`http://${host}/push/1`, { loopbackHttp: true })).toBe(true);
      expect(endpointAllowed(`http://${host}/push/1`, { loopbackHttp: false })).toBe(false);
    }
    expect(endpointAllowed('http://push.example.com/x', { loopbackHttp: true })).toBe(false);
    expect(endpointAllowed('http://10.0.0.5/x', { loopbackHttp: true })).toBe(false);
  });

  it('refuses other schemes, credentials in the URL and what is not a URL', () => {
    expect(endpointAllowed('ftp://127.0.0.1/x', { loopbackHttp: true })).toBe(false);
    expect(endpointAllowed('https://user:pw@push.example.com/x', { loopbackHttp: false })).toBe(false);
    expect(endpointAllowed('not a url', { loopbackHttp: true })).toBe(false);
  });
});
