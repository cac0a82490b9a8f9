import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, render } from '../../../test/render.tsx';
import { JoinRoomDialog } from './join-room-dialog.tsx';

describe('Join Room dialog', () => {
  it('upper-cases the code as typed and is disabled while empty', async () => {
    const { user } = render(<JoinRoomDialog opened onClose={() => {}} />);
    const submit = screen.getByRole('button', { name: 'Join Room' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Invite Code'), 'ab12cd34');
    expect(screen.getByLabelText('Invite Code')).toHaveValue('AB12CD34');
    expect(submit).toBeEnabled();
  });

  it("shows the server's message, else the fallback, in an Error toast", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ message: 'Room not found' }, { status: 404 }));
    const { user } = render(<JoinRoomDialog opened onClose={() => {}} />);
    await user.type(screen.getByLabelText('Invite Code'), 'zzzz');
    await user.click(screen.getByRole('button', { name: 'Join Room' }));
    expect(await screen.findByText('Room not found')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});
