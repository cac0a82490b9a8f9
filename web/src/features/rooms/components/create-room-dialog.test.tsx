import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, render } from '../../../test/render.tsx';
import { CreateRoomDialog } from './create-room-dialog.tsx';
import { nextThursday } from './room-labels.ts';

describe('Create New Room dialog', () => {
  it('shows the schema messages on the fields and sends nothing', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    const { user } = render(<CreateRoomDialog opened onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Create New Room' })).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/Start Date/));
    await user.type(screen.getByLabelText(/Start Date/), '2027-03-09'); // a Tuesday
    await user.click(screen.getByRole('button', { name: 'Create Room' }));

    expect(await screen.findByText('Room name is required')).toBeInTheDocument();
    expect(screen.getByText('Automatic rooms require a start date that is a Thursday')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('hides the start date for manual rooms and posts the form', async () => {
    const room = { id: 'r1', name: 'Film Club', inviteCode: 'ABCD2345' };
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(room));
    const onClose = vi.fn();
    const { user } = render(<CreateRoomDialog opened onClose={onClose} />);

    expect(screen.getByLabelText(/Room Type/)).toHaveValue('automatic');
    expect(screen.getByLabelText(/Voting Mode/)).toHaveValue('classic');
    await user.selectOptions(screen.getByLabelText(/Room Type/), 'manual');
    expect(screen.queryByLabelText(/Start Date/)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/Room Name/), '  Film Club ');
    await user.click(screen.getByRole('button', { name: 'Create Room' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const init = fetchMock.mock.calls[0]![1]!;
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Film Club',
      description: null,
      type: 'manual',
      votingMode: 'classic',
      startDate: null,
    });
    expect(await screen.findByText('Film Club has been created successfully.')).toBeInTheDocument();
  });
});

describe('nextThursday', () => {
  it('is the first Thursday on or after the day', () => {
    expect(nextThursday(new Date(2027, 2, 9))).toBe('2027-03-11'); // Tuesday
    expect(nextThursday(new Date(2027, 2, 11))).toBe('2027-03-11'); // Thursday itself
    expect(nextThursday(new Date(2027, 2, 12))).toBe('2027-03-18'); // Friday
  });
});
