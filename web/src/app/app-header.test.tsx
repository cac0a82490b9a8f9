import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppHeader } from '../components/app-header.tsx';
import { AccountArea } from '../features/auth/components/account-area.tsx';
import { jsonResponse, render } from '../test/render.tsx';

const header = <AppHeader account={<AccountArea />} />;

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
    await ue.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(screen.getByText('avery@example.com')).toBeInTheDocument();
    expect(screen.getAllByText('Avery Quinn').length).toBeGreaterThan(0);
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveAttribute('href', '/api/logout');
    expect(screen.getAllByText('A').length).toBeGreaterThan(0);
  });
});
