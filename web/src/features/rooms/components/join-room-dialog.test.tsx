import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, render } from '../../../test/render.tsx';
import { JoinRoomDialog } from './join-room-dialog.tsx';

function Reopenable() {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open
      </button>
      <JoinRoomDialog opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

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

describe('Join Room dialog, sending', () => {
  it('sends the checked code (trimmed, upper case) and starts empty when opened again', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse({ message: 'Room not found' }, { status: 404 }));
    const { user } = render(<Reopenable />);
    await user.type(screen.getByLabelText('Invite Code'), '  k7mx2pqa ');
    await user.click(screen.getByRole('button', { name: 'Join Room' }));
    await screen.findByText('Room not found');
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({ inviteCode: 'K7MX2PQA' });

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Invite Code')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByLabelText('Invite Code')).toHaveValue('');
  });
});
