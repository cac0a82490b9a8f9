import { DEFAULT_ROOM_RULES, type Room } from '@clipclub/protocol/http/rooms';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, render } from '../../../test/render.tsx';
import { EditRoomDialog } from './edit-room-dialog.tsx';

const room: Room = {
  id: 'r1',
  name: 'Film Club',
  description: null,
  inviteCode: 'ABCD2345',
  type: 'manual',
  votingMode: 'classic',
  startDate: null,
  settings: DEFAULT_ROOM_RULES,
  isAdmin: true,
  memberCount: 3,
  sessionCount: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
};

afterEach(() => vi.restoreAllMocks());

describe('Edit Room dialog', () => {
  it('sends one update for a double click on Save Changes', async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const onClose = vi.fn();
    render(<EditRoomDialog room={room} opened onClose={onClose} />);
    const save = screen.getByRole('button', { name: 'Save Changes' });
    // Both clicks land before React renders the pending state, as a real double click does.
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer(jsonResponse({ ...room }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Room updated!')).toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends only the settings the admin changed, then the room', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () =>
        jsonResponse({ ...room, settings: { ...DEFAULT_ROOM_RULES, pointsPerBallot: 12, perVideoCap: 6 } }),
      );
    const onClose = vi.fn();
    render(<EditRoomDialog room={room} opened onClose={onClose} />);
    fireEvent.change(screen.getByLabelText('Points per ballot'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Most points on one video'), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/api/rooms/r1/settings');
    expect(JSON.parse(String(init!.body))).toEqual({ pointsPerBallot: 12, perVideoCap: 6 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows the protocol’s message for a cap above the points and sends nothing', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    render(<EditRoomDialog room={room} opened onClose={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Most points on one video'), { target: { value: '11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Per-video cap cannot be more than the points per ballot')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
