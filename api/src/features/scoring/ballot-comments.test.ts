import { describe, expect, it } from 'vitest';
import { checkComments, touchedSubmissions } from './ballot-comments.ts';

const line = (submissionId: string, body = 'nice') => ({ submissionId, onDownvote: false, body });

describe('touchedSubmissions', () => {
  it('counts points above 0, ranks and badges, never a downvote alone', () => {
    expect([...touchedSubmissions({ mode: 'classic', points: [{ submissionId: 'a', points: 10 }] })]).toEqual(['a']);
    const grudge = {
      mode: 'grudge_match' as const,
      points: [
        { submissionId: 'a', points: 0 },
        { submissionId: 'b', points: 10 },
      ],
      downvoteSubmissionId: 'c',
    };
    expect([...touchedSubmissions(grudge)]).toEqual(['b']);
    expect([...touchedSubmissions({ mode: 'ranked_choice', ranks: [{ submissionId: 'r', rank: 1 }] })]).toEqual(['r']);
    const badges = [
      { submissionId: 'x', badge: 'fire' as const },
      { submissionId: 'x', badge: 'bop' as const },
    ];
    expect([...touchedSubmissions({ mode: 'appreciation_station', badges })]).toEqual(['x']);
  });
});

describe('checkComments', () => {
  const classic = { mode: 'classic' as const, points: [{ submissionId: 'a', points: 10 }] };

  it('accepts a comment on each scored video and none at all', () => {
    expect(checkComments(classic, [line('a')])).toEqual({ ok: true, comments: [line('a')] });
    expect(checkComments(classic, [])).toEqual({ ok: true, comments: [] });
  });

  it('refuses a comment on a video the ballot does not touch, in words for the mode', () => {
    expect(checkComments(classic, [line('b')])).toEqual({
      ok: false,
      message: 'Give a video points to leave a comment on it',
    });
    const badges = { mode: 'appreciation_station' as const, badges: [{ submissionId: 'x', badge: 'fire' as const }] };
    expect(checkComments(badges, [line('y')])).toEqual({
      ok: false,
      message: 'Give a video a badge to leave a comment on it',
    });
  });

  it('takes a downvote comment only on the downvoted video, beside a points comment on it', () => {
    const grudge = {
      mode: 'grudge_match' as const,
      points: [{ submissionId: 'a', points: 10 }],
      downvoteSubmissionId: 'a',
    };
    const both = [line('a', 'great'), { submissionId: 'a', onDownvote: true, body: 'but too long' }];
    expect(checkComments(grudge, both)).toEqual({ ok: true, comments: both });
    const noDownvote = { ...grudge, downvoteSubmissionId: null };
    expect(checkComments(noDownvote, [{ submissionId: 'a', onDownvote: true, body: 'x' }]).ok).toBe(false);
  });

  it('refuses two comments on one video', () => {
    const badges = { mode: 'appreciation_station' as const, badges: [{ submissionId: 'x', badge: 'fire' as const }] };
    expect(checkComments(badges, [line('x', 'one'), line('x', 'two')])).toEqual({
      ok: false,
      message: 'You can leave one comment on each video',
    });
  });
});
