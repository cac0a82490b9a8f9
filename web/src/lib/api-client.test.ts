import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render.tsx';
import { ApiError, api, getOrNullOn401 } from './api-client.ts';
import { errorMessage } from './notify.ts';

describe('api client', () => {
  it('sends cookies and a JSON body', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ id: 'r1' }));
    await expect(api.post('/api/rooms', { name: 'A' })).resolves.toEqual({ id: 'r1' });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/rooms');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"A"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('turns a non-OK answer into "status: body" and keeps the server message', async () => {
    const body = { message: 'Room name is required', code: 'bad_request' };
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(body, { status: 400 }));
    const error = await api.get('/api/rooms').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`400: ${JSON.stringify(body)}`);
    expect((error as ApiError).status).toBe(400);
    expect(errorMessage(error, 'Failed to create room')).toBe('Room name is required');
  });

  it('uses the status text when the body is empty, and the fallback toast text', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(null, { status: 503, statusText: 'Service Unavailable' }),
    );
    const error = await api.delete('/api/rooms/x').catch((e: unknown) => e);
    expect((error as Error).message).toBe('503: Service Unavailable');
    expect(errorMessage(error, 'Failed to delete room')).toBe('Failed to delete room');
  });

  it('throws on 401 for generic reads, but the current-user read answers null', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse({ message: 'Not signed in' }, { status: 401 }),
    );
    await expect(api.get('/api/rooms')).rejects.toThrow('401: {"message":"Not signed in"}');
    await expect(getOrNullOn401('/api/auth/user')).resolves.toBeNull();
  });
});
