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

  it('says a bad or replaced invite code leads nowhere, and offers to enter a code', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input) === '/api/auth/user'
        ? jsonResponse(user)
        : jsonResponse({ message: 'No room has that invite code' }, { status: 404 }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderJoin();
    expect(await screen.findByRole('heading', { name: "This invite link doesn't work" })).toBeInTheDocument();
    expect(screen.getByText(/No room has the invite code AB12CD34/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter an invite code' })).toHaveAttribute('href', '/dashboard?join=1');
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });

  it('offers Try again when the join could not be made, and joins on the retry', async () => {
    let fail = true;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      if (String(input) === '/api/auth/user') return jsonResponse(user);
      return fail ? jsonResponse({ message: 'Database unavailable' }, { status: 503 }) : jsonResponse({ id: 'r9' });
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user: clicker } = renderJoin();
    expect(await screen.findByRole('heading', { name: "We couldn't join the room" })).toBeInTheDocument();
    fail = false;
    await clicker.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('room screen')).toBeInTheDocument();
  });

  it('shows a signed-out visitor which room and who invited, and signs in back to the join', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input) =>
        String(input) === '/api/invites/ab12cd34'
          ? jsonResponse({ roomName: 'Film Club', invitedBy: 'Ada', memberCount: 3 })
          : jsonResponse({ message: 'Not signed in' }, { status: 401 }),
      );
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const { user: clicker } = renderJoin();
    expect(await screen.findByRole('heading', { name: 'Film Club' })).toBeInTheDocument();
    expect(screen.getByText('Ada invited you to')).toBeInTheDocument();
    expect(screen.getByText('3 members so far')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/rooms/join')).toBe(false);
    await clicker.click(screen.getByRole('button', { name: 'Sign in to join' }));
    expect(assign).toHaveBeenCalledWith('/api/login?returnTo=/join/ab12cd34');
  });

  it('tells a signed-out visitor when no room has the code', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input) === '/api/invites/ab12cd34'
        ? jsonResponse({ message: 'No room has that invite code' }, { status: 404 })
        : jsonResponse({ message: 'Not signed in' }, { status: 401 }),
    );
    renderJoin();
    expect(await screen.findByRole('heading', { name: "This invite link doesn't work" })).toBeInTheDocument();
  });
});
