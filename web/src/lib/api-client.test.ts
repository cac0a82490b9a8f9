import * as routes from '@clipclub/protocol/http/routes';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render.tsx';
import { ApiError, api, getOrNullOn401 } from './api-client.ts';
import { errorMessage } from './notify.ts';

describe('api client', () => {
  it('sends cookies and a JSON body', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ id: 'r1' }));
    const body = { name: 'A', type: 'manual' } as const;
    await expect(api.call(routes.createRoom, { body })).resolves.toEqual({ id: 'r1' });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/rooms');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"A","type":"manual"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('turns a non-OK answer into "status: body" and keeps the server message', async () => {
    const body = { message: 'Room name is required', code: 'bad_request' };
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(body, { status: 400 }));
    const error = await api.call(routes.getRoom, { params: { id: 'r1' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`400: ${JSON.stringify(body)}`);
    expect((error as ApiError).status).toBe(400);
    expect(errorMessage(error, 'Failed to create room')).toBe('Room name is required');
  });

  it('uses the status text when the body is empty, and the fallback toast text', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(null, { status: 503, statusText: 'Service Unavailable' }),
    );
    const error = await api.call(routes.deleteRoom, { params: { id: 'x' } }).catch((e: unknown) => e);
    expect((error as Error).message).toBe('503: Service Unavailable');
    expect(errorMessage(error, 'Failed to delete room')).toBe('Failed to delete room');
  });

  it('throws on 401 for generic reads, but the current-user read answers null', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse({ message: 'Not signed in' }, { status: 401 }),
    );
    await expect(api.call(routes.getRoom, { params: { id: 'r1' } })).rejects.toThrow(
      '401: {"message":"Not signed in"}',
    );
    await expect(getOrNullOn401(() => api.call(routes.getCurrentUser))).resolves.toBeNull();
  });

  it('fills the path from the params, escaped, and adds the query that is set', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse([]));
    await api.call(routes.removeMember, { params: { id: 'r 1', userId: 'u/2' } });
    await api.page(routes.listSessions, { params: { id: 'r1' } }, 'c2');
    expect(fetchMock.mock.calls.map(([path, init]) => `${init?.method} ${String(path)}`)).toEqual([
      'DELETE /api/rooms/r%201/members/u%2F2',
      'GET /api/rooms/r1/sessions?cursor=c2',
    ]);
  });

  it('refuses a write at once while the browser is offline, and still reads', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse({ id: 'r1' }));
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const error = await api.call(routes.createRoom, { body: { name: 'A', type: 'manual' } }).catch((e: unknown) => e);
      expect(errorMessage(error, 'Failed to create room')).toBe(
        "You're offline: this needs a connection, so it wasn't sent. What you entered is kept.",
      );
      await expect(api.call(routes.getRoom, { params: { id: 'r1' } })).resolves.toEqual({ id: 'r1' });
      expect(fetchMock.mock.calls.map(([, init]) => init?.method)).toEqual(['GET']);
    } finally {
      onLine.mockRestore();
    }
  });
});
