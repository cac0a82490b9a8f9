import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, render } from '../../test/render.tsx';
import JoinRoute from './join.tsx';

const user = { id: 'u1', firstName: 'Gus', lastName: null, email: 'gus@example.com', profileImageUrl: null };

function renderJoin() {
  return render(
    <StrictMode>
      <Routes>
        <Route path="/join/:inviteCode" element={<JoinRoute />} />
        <Route path="/room/:id" element={<p>room screen</p>} />
        <Route path="/dashboard" element={<p>dashboard</p>} />
      </Routes>
    </StrictMode>,
    { route: '/join/ab12cd34' },
  );
}

describe('/join/:inviteCode', () => {
  it('posts the join once under StrictMode and opens the room', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input) =>
        String(input) === '/api/auth/user' ? jsonResponse(user) : jsonResponse({ id: 'r9', name: 'Film Club' }),
      );
    renderJoin();
    expect(await screen.findByText('room screen')).toBeInTheDocument();
    const joins = fetchMock.mock.calls.filter(([path]) => path === '/api/rooms/join');
    expect(joins).toHaveLength(1);
    expect(JSON.parse(String(joins[0]![1]!.body))).toEqual({ inviteCode: 'ab12cd34' });
  });

  it('goes to /dashboard with nothing but a log line when the join fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input) === '/api/auth/user' ? jsonResponse(user) : jsonResponse({ message: 'Not found' }, { status: 404 }),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderJoin();
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to the login with returnTo', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ message: 'Not signed in' }, { status: 401 }));
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    renderJoin();
    expect(await screen.findByText('Redirecting to login...')).toBeInTheDocument();
    expect(assign).toHaveBeenCalledWith('/api/login?returnTo=/join/ab12cd34');
  });
});
