import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../../test/render.tsx';
import { stubDocumentFonts } from './stub-document-fonts.test-util.ts';
import { SubmissionForm } from './submission-form.tsx';

stubDocumentFonts();

function renderForm() {
  const onSubmit = vi.fn();
  const utils = render(
    <SubmissionForm submitLabel="Submit Video" pendingLabel="Submitting..." pending={false} onSubmit={onSubmit} />,
  );
  return { onSubmit, ...utils };
}

describe('SubmissionForm', () => {
  it.each([
    ['not a url', 'Must be a valid URL'],
    ['https://vimeo.com/76979871', 'Must be a YouTube URL'],
    ['https://www.youtube.com/feed/trending', 'Must be a link to a YouTube video'],
  ])('refuses %s with "%s" and sends nothing', async (url, message) => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByLabelText(/YouTube URL/));
    await user.paste(url);
    await user.click(screen.getByRole('button', { name: 'Submit Video' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('starts with a shared link, and says at once when it is no YouTube video', async () => {
    const shared = render(
      <SubmissionForm
        submitLabel="Submit Video"
        pendingLabel="Submitting..."
        pending={false}
        onSubmit={vi.fn()}
        prefill="https://vimeo.com/76979871"
      />,
    );
    expect(screen.getByLabelText(/YouTube URL/)).toHaveValue('https://vimeo.com/76979871');
    expect(await screen.findByText('Must be a YouTube URL')).toBeInTheDocument();
    shared.unmount();
    const onSubmit = vi.fn();
    const { user } = render(
      <SubmissionForm
        submitLabel="Submit Video"
        pendingLabel="Submitting..."
        pending={false}
        onSubmit={onSubmit}
        prefill="https://youtu.be/dQw4w9WgXcQ"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Submit Video' }));
    expect(onSubmit).toHaveBeenCalledWith({ youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ', commentary: null });
  });

  it('counts the commentary and refuses more than 500 characters', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByLabelText(/YouTube URL/));
    await user.paste('https://youtu.be/dQw4w9WgXcQ');
    await user.click(screen.getByLabelText('Commentary (Optional)'));
    await user.paste('a'.repeat(501));
    expect(screen.getByText('501/500')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Video' }));
    expect(await screen.findByText('Commentary must be at most 500 characters')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed link, and no commentary as null', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByLabelText(/YouTube URL/));
    await user.paste('  https://www.youtube.com/shorts/kJQP7kiw5Fk ');
    await user.click(screen.getByRole('button', { name: 'Submit Video' }));
    expect(onSubmit).toHaveBeenCalledWith({
      youtubeUrl: 'https://www.youtube.com/shorts/kJQP7kiw5Fk',
      commentary: null,
    });
  });

  it('keeps what was typed across a reload (a remount) until it is sent, per user and session', async () => {
    const draft = { userId: 'u1', sessionId: 's1', kind: 'submission' as const };
    const form = (slot = draft) => (
      <SubmissionForm
        submitLabel="Submit Video"
        pendingLabel="Submitting..."
        pending={false}
        onSubmit={vi.fn()}
        draft={slot}
      />
    );
    const first = render(form());
    await first.user.click(screen.getByLabelText(/YouTube URL/));
    await first.user.paste('https://youtu.be/dQw4w9WgXcQ');
    await first.user.click(screen.getByLabelText('Commentary (Optional)'));
    await first.user.paste('Half written');
    first.unmount();

    render(form());
    expect(screen.getByText('Restored your unsent submission')).toBeInTheDocument();
    expect(screen.getByLabelText(/YouTube URL/)).toHaveValue('https://youtu.be/dQw4w9WgXcQ');
    expect(screen.getByLabelText('Commentary (Optional)')).toHaveValue('Half written');
  });

  it("never shows one player's draft to another", async () => {
    const mine = { userId: 'u1', sessionId: 's1', kind: 'submission' as const };
    const first = render(
      <SubmissionForm
        submitLabel="Submit Video"
        pendingLabel="Submitting..."
        pending={false}
        onSubmit={vi.fn()}
        draft={mine}
      />,
    );
    await first.user.click(screen.getByLabelText(/YouTube URL/));
    await first.user.paste('https://youtu.be/dQw4w9WgXcQ');
    first.unmount();
    render(
      <SubmissionForm
        submitLabel="Submit Video"
        pendingLabel="Submitting..."
        pending={false}
        onSubmit={vi.fn()}
        draft={{ ...mine, userId: 'u2' }}
      />,
    );
    expect(screen.getByLabelText(/YouTube URL/)).toHaveValue('');
    expect(screen.queryByText(/Restored/)).not.toBeInTheDocument();
  });
});
