import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useConnectionStore } from '../../../stores/connection-store.ts';
import { render } from '../../../test/render.tsx';
import { LiveIndicator } from './live-indicator.tsx';

afterEach(() => useConnectionStore.getState().setStatus('idle'));

describe('LiveIndicator', () => {
  it('shows nothing when no room screen is open, or while the first connection is made', () => {
    render(<LiveIndicator />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => useConnectionStore.getState().setStatus('connecting'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("says 'Live', then 'Reconnecting…' when the connection drops, with a label that explains it", () => {
    render(<LiveIndicator />);
    act(() => useConnectionStore.getState().setStatus('live'));
    expect(screen.getByRole('status', { name: 'Live: this screen updates as things change' })).toHaveTextContent(
      'Live',
    );
    act(() => useConnectionStore.getState().setStatus('reconnecting'));
    const status = screen.getByRole('status', { name: /^Reconnecting…: .* every 3 seconds$/ });
    expect(status).toHaveTextContent('Reconnecting…');
  });
});
