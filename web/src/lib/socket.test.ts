import { SOCKET_PATH as PROTOCOL_SOCKET_PATH } from '@clipclub/protocol/realtime/events';
import { expect, it } from 'vitest';
import { SOCKET_PATH } from './socket.ts';

it('connects on the path the server listens on', () => {
  expect(SOCKET_PATH).toBe(PROTOCOL_SOCKET_PATH);
});
