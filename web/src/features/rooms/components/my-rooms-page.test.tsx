import type { Room } from '@clipclub/protocol/http/rooms';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, render } from '../../../test/render.tsx';
import { filterRooms, MyRoomsPage } from './my-rooms-page.tsx';

const room = (id: string, name: string): Room => ({
  id,
  name,
  description: 'A room for testing with a description',
  inviteCode: `CODE${id}`,
  type: 'manual',
  votingMode: 'classic',
  startDate: null,
  isAdmin: true,
  memberCount: 2,
  sessionCount: 0,
  createdAt: '2027-01-01T00:00:00.000Z',
});

describe('My Rooms', () => {
  it('filters by a case-insensitive substring of the name', () => {
    const rooms = [room('1', 'Friday Film Club'), room('2', 'Music Nerds')];
    expect(filterRooms(rooms, 'film').map((r) => r.id)).toEqual(['1']);
    expect(filterRooms(rooms, '  MUSIC ').map((r) => r.id)).toEqual(['2']);
    expect(filterRooms(rooms, '')).toHaveLength(2);
  });

  it('shows the count, cards and the search empty state', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse([room('1', 'Film Club')]));
    const { user } = render(<MyRoomsPage />);
    expect(screen.getByText('Loading your rooms...')).toBeInTheDocument();
    expect(await screen.findByText('1 room')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Film Club/ })).toHaveAttribute('href', '/room/1');
    expect(screen.getByText('Code: CODE1')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search rooms' }), 'zzz');
    expect(screen.getByText('No rooms yet')).toBeInTheDocument();
    expect(screen.getByText('No rooms match your search')).toBeInTheDocument();
  });

  it("opens the Join Room dialog from a dead-end page's 'Enter an invite code' (?join)", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse([room('1', 'Film Club')]));
    const { user } = render(<MyRoomsPage />, { route: '/dashboard?join=1' });
    const dialog = await screen.findByRole('dialog', { name: 'Join Room' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Join Room' })).not.toBeInTheDocument();
  });

  it('invites a first room when there are none', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse([]));
    render(<MyRoomsPage />);
    expect(await screen.findByText('0 rooms')).toBeInTheDocument();
    expect(screen.getByText('Create your first room to get started')).toBeInTheDocument();
  });

  it('shows the total, loads the next page on "Load more rooms", and searches every page', async () => {
    const page = (body: Room[], next: string | null) =>
      jsonResponse(body, {
        headers: {
          'Content-Type': 'application/json',
          'X-Total-Count': '3',
          ...(next ? { Link: `</api/rooms?cursor=${next}&limit=2>; rel="next"` } : {}),
        },
      });
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input) =>
        !String(input).startsWith('/api/rooms')
          ? jsonResponse({ rooms: [], timeZone: null })
          : String(input).includes('cursor=p2')
            ? page([room('3', 'Old Quiz Night')], null)
            : page([room('1', 'Film Club'), room('2', 'Music Nerds')], 'p2'),
      );
    const { user } = render(<MyRoomsPage />);
    expect(await screen.findByText('3 rooms')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Old Quiz Night/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more rooms' }));
    expect(await screen.findByRole('link', { name: /Old Quiz Night/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more rooms' })).not.toBeInTheDocument();
    const roomCalls = fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/rooms'));
    expect(roomCalls).toEqual(['/api/rooms', '/api/rooms?cursor=p2']);
  });

  it('fetches the remaining pages while a search is typed', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      !String(input).startsWith('/api/rooms')
        ? jsonResponse({ rooms: [], timeZone: null })
        : String(input).includes('cursor=p2')
          ? jsonResponse([room('3', 'Old Quiz Night')])
          : jsonResponse([room('1', 'Film Club')], {
              headers: { 'Content-Type': 'application/json', Link: '</api/rooms?cursor=p2>; rel="next"' },
            }),
    );
    const { user } = render(<MyRoomsPage />);
    await screen.findByRole('link', { name: /Film Club/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search rooms' }), 'quiz');
    expect(await screen.findByRole('link', { name: /Old Quiz Night/ })).toBeInTheDocument();
    expect(screen.queryByText('No rooms match your search')).not.toBeInTheDocument();
  });
});
