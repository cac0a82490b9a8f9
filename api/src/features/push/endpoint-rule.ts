// Which push endpoints a subscription may name (docs/rules.md §7 "Push"). Production sends only to
// https endpoints; development also to plain http:// on loopback, where tests run their own push
// service. The server posts to whatever is stored, so anything else (http to another host, a
// private address over http) is refused at the door.

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function endpointAllowed(endpoint: string, { loopbackHttp }: { loopbackHttp: boolean }): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return loopbackHttp && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}
