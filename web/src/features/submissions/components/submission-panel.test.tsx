import type { Submission } from '@clipclub/protocol/http/submissions';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, render } from '../../../test/render.tsx';
import { stubDocumentFonts } from './stub-document-fonts.test-util.ts';
import { SubmissionPanel } from './submission-panel.tsx';

stubDocumentFonts();

const mine: Submission = {
  visibility: 'full',
  id: '7d3c1f0e-0000-4000-8000-000000000001',
  sessionId: 's1',
  isMine: true,
  userId: 'u1',
  userName: 'Ann',
  userImage: null,
  youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  videoId: 'dQw4w9WgXcQ',
  title: 'Never Gonna Give You Up',
  titleSource: 'lookup',
  thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
  duration: null,
  commentary: '<img src=x onerror=alert(1)> my pick',
  createdAt: '2027-03-01T00:00:00.000Z',
  updatedAt: '2027-03-01T00:00:00.000Z',
};

function renderPanel(status: 'submissions' | 'voting' | 'upcoming', submission: Submission | null) {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(submission));
  return render(<SubmissionPanel sessionId="s1" roomId="r1" status={status} />);
}

describe('SubmissionPanel', () => {
  it('shows an earlier submission, its commentary as text, with Edit Submission while open', async () => {
    const { user } = renderPanel('submissions', mine);
    expect(await screen.findByRole('heading', { name: 'Already Submitted' })).toBeInTheDocument();
    expect(screen.getByText('Never Gonna Give You Up')).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)> my pick')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('img[loading="lazy"]')).toHaveAttribute('src', mine.thumbnail);
    expect(screen.getByRole('link', { name: /Watch on YouTube/ })).toHaveAttribute('href', mine.youtubeUrl);

    await user.click(screen.getByRole('button', { name: 'Edit Submission' }));
    expect(screen.getByLabelText(/YouTube URL/)).toHaveValue(mine.youtubeUrl);
    expect(screen.getByLabelText('Commentary (Optional)')).toHaveValue(mine.commentary);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Already Submitted' })).toBeInTheDocument();
  });

  it('closes once the session has moved on, keeping the submission without Edit', async () => {
    renderPanel('voting', mine);
    expect(await screen.findByRole('heading', { name: 'Submissions Closed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cast Your Vote' })).toHaveAttribute('href', '/vote/s1');
    expect(screen.getByRole('heading', { name: 'Already Submitted' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Submission' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/YouTube URL/)).not.toBeInTheDocument();
  });

  it('offers the form to someone who has not submitted, and nothing before submissions open', async () => {
    const first = renderPanel('submissions', null);
    expect(await screen.findByLabelText(/YouTube URL/)).toBeInTheDocument();
    first.unmount();
    renderPanel('upcoming', null);
    expect(await screen.findByRole('heading', { name: 'Submissions Closed' })).toBeInTheDocument();
    expect(screen.getByText("This session hasn't opened for submissions yet.")).toBeInTheDocument();
  });

  it('asks for the title YouTube could not give, sends it, and shows a placeholder for a broken image', async () => {
    const fallback = { ...mine, title: 'YouTube video dQw4w9WgXcQ', titleSource: 'fallback' as const };
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(jsonResponse(fallback))
      .mockResolvedValue(jsonResponse({ ...mine, title: 'Rickroll', titleSource: 'typed' }));
    const { user } = render(<SubmissionPanel sessionId="s1" roomId="r1" status="submissions" />);
    expect(await screen.findByText('What is this video called?')).toBeInTheDocument();
    const image = document.querySelector('img[loading="lazy"]');
    image?.dispatchEvent(new Event('error'));
    expect(await screen.findByText('', { selector: '[data-placeholder] svg' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Title' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Video title/), 'Rickroll');
    await user.click(screen.getByRole('button', { name: 'Save Title' }));
    const sent = fetch.mock.calls.map(([, init]) => init).find((init) => init?.method === 'PATCH');
    expect(JSON.parse(String(sent?.body))).toEqual({ title: 'Rickroll' });
  });
});
