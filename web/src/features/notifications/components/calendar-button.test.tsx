import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, render } from '../../../test/render.tsx';
import { CalendarButton } from './calendar-button.tsx';

const OLD = 'http://localhost:3000/api/rooms/r1/calendar.ics?token=old';
const NEW = 'http://localhost:3000/api/rooms/r1/calendar.ics?token=new';

afterEach(() => vi.restoreAllMocks());

describe('Calendar dialog', () => {
  it('Reset calendar link replaces the shown link with the new one and says the old one stopped', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/api/rooms/r1/calendar/reset') && init?.method === 'POST') return jsonResponse({ url: NEW });
      if (url.endsWith('/api/rooms/r1/calendar')) return jsonResponse({ url: OLD });
      return jsonResponse({ message: 'unexpected' }, { status: 500 });
    });
    const { user } = render(<CalendarButton roomId="r1" />);
    await user.click(screen.getByRole('button', { name: 'Calendar' }));
    const field = screen.getByLabelText('Calendar link');
    await vi.waitFor(() => expect(field).toHaveValue(OLD));

    await user.click(screen.getByRole('button', { name: 'Reset calendar link' }));
    await vi.waitFor(() => expect(field).toHaveValue(NEW));
    expect(await screen.findByText('The old link no longer works')).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('keeps the old link shown and says why when the reset fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (init?.method === 'POST') return jsonResponse({ message: 'Room not found' }, { status: 404 });
      return String(input).endsWith('/calendar') ? jsonResponse({ url: OLD }) : jsonResponse({}, { status: 500 });
    });
    const { user } = render(<CalendarButton roomId="r1" />);
    await user.click(screen.getByRole('button', { name: 'Calendar' }));
    const field = screen.getByLabelText('Calendar link');
    await vi.waitFor(() => expect(field).toHaveValue(OLD));
    await user.click(screen.getByRole('button', { name: 'Reset calendar link' }));
    expect(await screen.findByText('Room not found')).toBeInTheDocument();
    expect(field).toHaveValue(OLD);
  });
});
