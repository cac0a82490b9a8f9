import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppHeader } from '../components/app-header.tsx';
import { AccountArea } from '../features/auth/components/account-area.tsx';
import { jsonResponse, render } from '../test/render.tsx';

const header = <AppHeader account={<AccountArea />} />;

/** The menu's trigger once the menu's code is in: before, a stand-in that is unavailable. */
async function menuTrigger() {
  const name = /account menu/i;
  await vi.waitFor(() => expect(screen.getByRole('button', { name })).not.toHaveAttribute('aria-disabled'));
  return screen.getByRole('button', { name });
}

describe('shared header', () => {
  it('offers sign-in when signed out', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ message: 'Not signed in' }, { status: 401 }));
    render(header);
    expect(await screen.findByRole('button', { name: 'Sign In with Google' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Clip Club/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Toggle theme' })).toBeInTheDocument();
  });

  it('shows the user menu with name, email, Profile, Settings and Log out', async () => {
    const user = { id: 'u1', firstName: 'Avery', lastName: 'Quinn', email: 'avery@example.com', profileImageUrl: null };
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(user));
    const { user: ue } = render(header);
    await ue.click(await menuTrigger());
    expect(screen.getByText('avery@example.com')).toBeInTheDocument();
    expect(screen.getAllByText('Avery Quinn').length).toBeGreaterThan(0);
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getAllByText('A').length).toBeGreaterThan(0);
  });

  it('logs out with a POST, then goes home', async () => {
    const user = { id: 'u1', firstName: 'Avery', lastName: 'Quinn', email: 'avery@example.com', profileImageUrl: null };
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (_input, init) =>
        init?.method === 'POST' ? new Response(null, { status: 204 }) : jsonResponse(user),
      );
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const { user: ue } = render(header);
    await ue.click(await menuTrigger());
    await ue.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(fetch).toHaveBeenCalledWith('/api/logout', expect.objectContaining({ method: 'POST' }));
  });
});
