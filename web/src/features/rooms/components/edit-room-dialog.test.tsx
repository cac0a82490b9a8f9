import type { Room } from '@clipclub/protocol/http/rooms';
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
});
