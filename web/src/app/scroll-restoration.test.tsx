import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollRestorationFromFirstMove } from './scroll-restoration.tsx';

function Layout() {
  return (
    <>
      <Outlet />
      <ScrollRestorationFromFirstMove />
    </>
  );
}

const routes = [
  {
    element: <Layout />,
    children: [
      { path: '/room', element: <Link to="/vote">Cast Your Vote</Link> },
      { path: '/vote', element: <Link to="/room">Back to the room</Link> },
    ],
  },
];

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('scroll restoration', () => {
  it('leaves the first page where the player scrolled it, then scrolls on every move', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = createMemoryRouter(routes, { initialEntries: ['/room'] });
    render(<RouterProvider router={router} />);
    await screen.findByRole('link', { name: 'Cast Your Vote' });
    // The app taking the page over must not move it (a drawn page may be scrolled already).
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/vote'));
    await screen.findByRole('link', { name: 'Back to the room' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollTo.mockClear();
    await act(() => router.navigate('/room'));
    await screen.findByRole('link', { name: 'Cast Your Vote' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('brings the player back to where they left the first page', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = createMemoryRouter(routes, { initialEntries: ['/room'] });
    render(<RouterProvider router={router} />);
    await screen.findByRole('link', { name: 'Cast Your Vote' });
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(640);
    await act(() => router.navigate('/vote'));
    await screen.findByRole('link', { name: 'Back to the room' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    await act(() => router.navigate(-1));
    await screen.findByRole('link', { name: 'Cast Your Vote' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });
});
