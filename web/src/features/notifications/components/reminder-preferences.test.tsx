import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, render } from '../../../test/render.tsx';
import { ReminderPreferences } from './reminder-preferences.tsx';

afterEach(() => vi.restoreAllMocks());

describe('Reminder settings', () => {
  it('shows a switch per kind once the preferences are read', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse({ preferences: [{ kind: 'session_opened', email: true }] }),
    );
    render(<ReminderPreferences />);
    expect(await screen.findByRole('switch')).toBeChecked();
  });

  it('says the settings could not be loaded instead of spinning when the read fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse({ message: 'Something went wrong' }, { status: 500 }),
    );
    render(<ReminderPreferences />);
    expect(await screen.findByText('Could not load your reminder settings')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading reminder settings')).not.toBeInTheDocument();
  });
});
