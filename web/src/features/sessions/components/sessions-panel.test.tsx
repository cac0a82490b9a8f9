import type { Session } from '@clipclub/protocol/http/sessions';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, render } from '../../../test/render.tsx';
import { SessionsPanel } from './sessions-panel.tsx';

let n = 0;
function session(overrides: Partial<Session>): Session {
  n += 1;
  return {
    id: `s${n}`,
    roomId: 'r1',
    sessionNumber: n,
    theme: `Theme ${n}`,
    description: null,
    hidden: false,
    seasonId: 'season-1',
    round: 1,
    suggestedBy: null,
    status: 'upcoming',
    submissionsDeadline: null,
    votingDeadline: null,
    playlistId: null,
    playlistUrl: null,
    memberCount: 3,
    submittedCount: 0,
    votedCount: 0,
    submitters: [],
    voters: [],
    createdAt: '2027-03-01T00:00:00.000Z',
    ...overrides,
  };
}

const ann = { userId: 'u2', userName: 'Ann Lee', userImage: null };
const bo = { userId: 'u3', userName: 'Bo', userImage: null };

function renderPanel(sessions: Session[], props: { roomType?: 'manual' | 'automatic'; isAdmin?: boolean } = {}) {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(sessions));
  return render(
    <SessionsPanel roomId="r1" roomType={props.roomType ?? 'manual'} isAdmin={props.isAdmin ?? false} userId="u2" />,
  );
}

const card = (theme: string) => screen.getByRole('article', { name: theme });

describe('Sessions tab', () => {
  it('marks the first session in submissions or voting as active, with its count, presence and action', async () => {
    const done = session({
      status: 'results',
      theme: 'Done',
      playlistUrl: 'https://www.youtube.com/watch_videos?video_ids=a',
    });
    const open = session({ status: 'submissions', theme: 'Open', submittedCount: 2, submitters: [ann, bo] });
    const next = session({ theme: 'Next' });
    renderPanel([done, open, next]);

    expect(await screen.findByText('2 of 3 submitted')).toBeInTheDocument();
    expect(within(card('Open')).getByText('Active Session')).toBeInTheDocument();
    expect(within(card('Open')).getByText('Submissions Open')).toBeInTheDocument();
    expect(within(card('Open')).getByText(/Submitted: Ann Lee, Bo/)).toBeInTheDocument();
    expect(within(card('Open')).getByText("You've submitted")).toBeInTheDocument();
    // The main button follows the player: Ann has submitted, so she may edit it.
    expect(within(card('Open')).getByRole('link', { name: /Edit Your Submission/ })).toHaveAttribute(
      'href',
      `/submit/${open.id}`,
    );
    expect(within(card('Open')).queryByRole('link', { name: /Submit Your Video/ })).not.toBeInTheDocument();
    expect(within(card('Open')).getByText('You submitted — waiting on 1')).toBeInTheDocument();

    expect(within(card('Done')).queryByText('Active Session')).not.toBeInTheDocument();
    expect(within(card('Done')).getByRole('link', { name: /View Results/ })).toHaveAttribute(
      'href',
      `/results/${done.id}`,
    );
    const playlist = within(card('Done')).getByRole('link', { name: /Watch Playlist on YouTube/ });
    expect(playlist).toHaveAttribute('target', '_blank');
    expect(playlist).toHaveAttribute('rel', 'noopener noreferrer');

    expect(within(card('Next')).getByText('Upcoming')).toBeInTheDocument();
    expect(within(card('Next')).getByText('Admin will open when ready')).toBeInTheDocument();
    // Members get no admin controls.
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /options$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open Submissions' })).not.toBeInTheDocument();
  });

  it('gives a manual room admin the progress bar, the advance button and Open Submissions when idle', async () => {
    const voting = session({ status: 'voting', theme: 'Voting', votedCount: 1, voters: [bo] });
    renderPanel([voting, session({ theme: 'Later' })], { isAdmin: true });

    expect(await screen.findByText('1 of 3 voted')).toBeInTheDocument();
    expect(within(card('Voting')).getByRole('link', { name: /Cast Your Vote/ })).toHaveAttribute(
      'href',
      `/vote/${voting.id}`,
    );
    expect(screen.getByRole('progressbar', { name: 'Voting progress' })).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByRole('button', { name: /Advance to Results Phase/ })).toBeInTheDocument();
    // A session is active, so the upcoming one waits.
    expect(screen.queryByRole('button', { name: 'Open Submissions' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Session ${voting.sessionNumber} options` })).toBeInTheDocument();
  });

  it('offers Open Submissions to a manual room admin when nothing is active', async () => {
    renderPanel([session({ status: 'results', theme: 'Old' }), session({ theme: 'Waiting' })], { isAdmin: true });
    expect(
      await within(await screen.findByRole('article', { name: 'Waiting' })).findByRole('button', {
        name: 'Open Submissions',
      }),
    ).toBeInTheDocument();
  });

  it('shows an automatic room deadlines or TBD, and no N of M count', async () => {
    renderPanel(
      [
        session({
          status: 'submissions',
          theme: 'Auto',
          submissionsDeadline: '2027-03-12T02:00:00.000Z',
          votingDeadline: '2027-03-17T01:00:00.000Z',
        }),
        session({ theme: 'Queued' }),
      ],
      { roomType: 'automatic', isAdmin: true },
    );
    const queued = await screen.findByRole('article', { name: 'Queued' });
    expect(within(queued).getAllByText('TBD')).toHaveLength(2);
    expect(within(queued).getByText('Opens when previous session ends')).toBeInTheDocument();
    expect(within(card('Auto')).queryAllByText('TBD')).toHaveLength(0);
    expect(within(card('Auto')).getByText('No one has submitted yet')).toBeInTheDocument();
    expect(screen.queryByText(/of 3 submitted/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Advance to/ })).not.toBeInTheDocument();
    // An automatic room's admin may still close a phase before its deadline.
    expect(within(card('Auto')).getByRole('button', { name: 'Close submissions early' })).toBeInTheDocument();
  });

  it('names who is still missing to everyone, and lets an admin nudge them', async () => {
    const open = session({ status: 'voting', theme: 'Vote now', votedCount: 1, voters: [ann] });
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse([open]));
    const members = [
      { userId: 'u2', userName: 'Ann Lee' },
      { userId: 'u3', userName: 'Bo' },
      { userId: 'u4', userName: 'Cy' },
    ];
    const view = render(<SessionsPanel roomId="r1" roomType="manual" isAdmin={false} userId="u2" members={members} />);
    expect(
      await within(await screen.findByRole('article', { name: 'Vote now' })).findByText('Still to vote: Bo and Cy'),
    ).toBeInTheDocument();
    expect(screen.getByText('You voted — waiting on 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Nudge/ })).not.toBeInTheDocument();
    view.unmount();

    const admin = render(<SessionsPanel roomId="r1" roomType="manual" isAdmin userId="u2" members={members} />);
    const nudgeBo = await screen.findByRole('button', { name: 'Nudge Bo' });
    expect(screen.getByRole('button', { name: 'Nudge Cy' })).toBeInTheDocument();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({
        sessionId: open.id,
        userId: 'u3',
        userName: 'Bo',
        phase: 'voting',
        nudgedAt: '2027-03-01T00:00:00.000Z',
        nextNudgeAt: '2999-01-01T00:00:00.000Z',
      }),
    );
    await admin.user.click(nudgeBo);
    expect(await screen.findByRole('button', { name: 'Nudged Bo' })).toBeDisabled();
  });

  it('says who should create the first session', async () => {
    renderPanel([]);
    expect(await screen.findByText('No sessions yet')).toBeInTheDocument();
    expect(screen.getByText('Wait for an admin to create a new session')).toBeInTheDocument();
  });

  it('shows the newest page first and older sessions on "Load older sessions"', async () => {
    const older = session({ status: 'results', theme: 'Long ago' });
    const newer = session({ status: 'submissions', theme: 'This week' });
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input).includes('cursor=')
        ? jsonResponse([older])
        : jsonResponse([newer], {
            headers: {
              'Content-Type': 'application/json',
              Link: '</api/rooms/r1/sessions?cursor=b2&limit=50>; rel="next"',
            },
          }),
    );
    const { user } = render(<SessionsPanel roomId="r1" roomType="manual" isAdmin={false} userId="u2" />);
    expect(await screen.findByRole('article', { name: 'This week' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Long ago' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load older sessions' }));
    expect(await screen.findByRole('article', { name: 'Long ago' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load older sessions' })).not.toBeInTheDocument();
  });
});
