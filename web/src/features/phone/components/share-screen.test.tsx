import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../../test/render.tsx';
import { ShareScreen } from './share-screen.tsx';

const target = {
  roomId: 'r1',
  roomName: 'Friday Clips',
  sessionId: 's1',
  sessionNumber: 3,
  theme: 'Songs for the bus',
  submitted: false,
};

describe('the share screen', () => {
  it('offers each room taking submissions, opening its form with the link', () => {
    render(
      <ShareScreen
        link="https://youtu.be/dQw4w9WgXcQ"
        linkError={null}
        targets={[target, { ...target, roomId: 'r2', roomName: 'Work', sessionId: 's2', submitted: true }]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Submit here: Friday Clips' })).toHaveAttribute(
      'href',
      '/submit/s1?url=https%3A%2F%2Fyoutu.be%2FdQw4w9WgXcQ',
    );
    expect(screen.getByRole('link', { name: 'Replace my video: Work' })).toHaveTextContent('Replace my video');
    expect(screen.getAllByText('Session 3: Songs for the bus')).toHaveLength(2);
  });

  it('says what is wrong with the link, and when no room takes submissions', () => {
    render(<ShareScreen link="https://vimeo.com/1" linkError="Must be a YouTube URL" targets={[]} />);
    expect(screen.getByText('Must be a YouTube URL')).toBeInTheDocument();
    expect(screen.getByText('None of your rooms takes submissions right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Rooms' })).toHaveAttribute('href', '/dashboard');
  });
});
