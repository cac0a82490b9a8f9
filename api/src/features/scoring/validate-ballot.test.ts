import { describe, expect, it } from 'vitest';
import type { BallotContext } from './types.ts';
import { validateBallot } from './validate-ballot.ts';

// Submissions by ann, bob, cat, eve. ann (a submitter) has 3 others; dan (not a submitter) has 4.
const submissions = ['ann', 'bob', 'cat', 'eve'].map((userId) => ({ id: `s-${userId}`, userId }));
const asAnn: BallotContext = { voterId: 'ann', submissions };
const asDan: BallotContext = { voterId: 'dan', submissions };
const refused = (message: string) => ({ ok: false, message });

/** 'bob:5 cat:4' → [['s-bob', '5'], ['s-cat', '4']]: a ballot written the way one reads it. */
const pairs = (spec: string) =>
  spec
    .split(' ')
    .filter(Boolean)
    .map((pair) => pair.split(':') as [string, string])
    .map(([user, value]) => ({ submissionId: `s-${user}`, value }));

const classic = (spec: string, context = asAnn) =>
  validateBallot(
    'classic',
    { mode: 'classic', points: pairs(spec).map((p) => ({ submissionId: p.submissionId, points: Number(p.value) })) },
    context,
  );
const ranked = (spec: string, context = asAnn) =>
  validateBallot(
    'ranked_choice',
    { mode: 'ranked_choice', ranks: pairs(spec).map((p) => ({ submissionId: p.submissionId, rank: Number(p.value) })) },
    context,
  );
const grudge = (spec: string, downvote: string | null = null) =>
  validateBallot(
    'grudge_match',
    {
      mode: 'grudge_match',
      points: pairs(spec).map((p) => ({ submissionId: p.submissionId, points: Number(p.value) })),
      downvoteSubmissionId: downvote && `s-${downvote}`,
    },
    asAnn,
  );
const appreciation = (spec: string) =>
  validateBallot(
    'appreciation_station',
    {
      mode: 'appreciation_station',
      badges: pairs(spec).map((p) => ({ submissionId: p.submissionId, badge: p.value })),
    },
    asAnn,
  );

describe('validateBallot: every mode', () => {
  it('refuses a ballot in a mode other than the room’s', () => {
    const ranking = { mode: 'ranked_choice', ranks: [] } as const;
    expect(validateBallot('classic', ranking, asAnn)).toEqual(refused('This room uses Classic voting'));
    const badges = { mode: 'appreciation_station', badges: [] } as const;
    expect(validateBallot('grudge_match', badges, asAnn)).toEqual(refused('This room uses Grudge Match voting'));
  });

  it('refuses points, ranks and grudge votes when the voter has nothing else to vote on', () => {
    const alone = { voterId: 'ann', submissions: [{ id: 's-ann', userId: 'ann' }] };
    const message = refused('There are no other submissions to vote on');
    expect(validateBallot('classic', { mode: 'classic', points: [] }, alone)).toEqual(message);
    expect(validateBallot('ranked_choice', { mode: 'ranked_choice', ranks: [] }, alone)).toEqual(message);
    const grudgeBallot = { mode: 'grudge_match', points: [], downvoteSubmissionId: null } as const;
    expect(validateBallot('grudge_match', grudgeBallot, alone)).toEqual(message);
  });
});

describe('validateBallot: classic', () => {
  it('accepts exactly 10 points, 0-5 each, dropping the zeros', () => {
    const points = [
      { submissionId: 's-bob', points: 5 },
      { submissionId: 's-cat', points: 5 },
    ];
    expect(classic('bob:5 cat:5 eve:0')).toEqual({ ok: true, ballot: { mode: 'classic', points } });
    expect(classic('bob:4 cat:3 eve:3').ok).toBe(true);
  });

  it('asks for 5 points when the voter has a single other submission', () => {
    const oneOther = { voterId: 'ann', submissions: submissions.slice(0, 2) };
    expect(classic('bob:5', oneOther).ok).toBe(true);
    expect(classic('bob:4', oneOther)).toEqual(refused('You must distribute exactly 5 points'));
  });

  it('refuses a wrong total', () => {
    expect(classic('bob:5 cat:4')).toEqual(refused('You must distribute exactly 10 points'));
    expect(classic('')).toEqual(refused('You must distribute exactly 10 points'));
  });

  it('refuses points outside 0-5 and fractions', () => {
    expect(classic('bob:6 cat:4')).toEqual(refused('Points must be between 0 and 5'));
    expect(classic('bob:-1 cat:5 eve:5')).toEqual(refused('Points must be between 0 and 5'));
    expect(classic('bob:4.5 cat:5 eve:0.5')).toEqual(refused('Points must be whole numbers'));
  });

  it('refuses the voter’s own submission (even at 0 points), unknown submissions and repeats', () => {
    expect(classic('ann:5 bob:5')).toEqual(refused('You cannot vote for your own submission'));
    expect(classic('ann:0 bob:5 cat:5')).toEqual(refused('You cannot vote for your own submission'));
    expect(classic('zed:5 bob:5')).toEqual(refused('That submission is not part of this session'));
    expect(classic('bob:5 bob:5')).toEqual(refused('You can give points to each submission only once'));
  });
});

describe('validateBallot: ranked choice', () => {
  it('accepts exactly K distinct submissions ranked 1..K (ann: 3 others, K = 2)', () => {
    const ranks = [
      { submissionId: 's-cat', rank: 2 },
      { submissionId: 's-bob', rank: 1 },
    ];
    expect(ranked('cat:2 bob:1')).toEqual({ ok: true, ballot: { mode: 'ranked_choice', ranks } });
  });

  it('lets a voter who did not submit rank any submission (dan: 4 others, K = 2)', () => {
    expect(ranked('ann:1 bob:2', asDan).ok).toBe(true);
    expect(ranked('ann:1 bob:2 cat:3', asDan)).toEqual(refused('You must rank exactly 2 submissions'));
  });

  it('refuses too few or too many rankings', () => {
    expect(ranked('bob:1')).toEqual(refused('You must rank exactly 2 submissions'));
    expect(ranked('bob:1 cat:2 eve:3')).toEqual(refused('You must rank exactly 2 submissions'));
    const oneOther = { voterId: 'ann', submissions: submissions.slice(0, 2) };
    expect(ranked('', oneOther)).toEqual(refused('You must rank exactly 1 submission'));
  });

  it('refuses ranks outside 1..K, fractions and repeated ranks', () => {
    expect(ranked('bob:1 cat:3')).toEqual(refused('Ranks must be whole numbers from 1 to 2'));
    expect(ranked('bob:0 cat:1')).toEqual(refused('Ranks must be whole numbers from 1 to 2'));
    expect(ranked('bob:1 cat:1.5')).toEqual(refused('Ranks must be whole numbers from 1 to 2'));
    expect(ranked('bob:1 cat:1')).toEqual(refused('Each rank can be used only once'));
  });

  it('refuses the voter’s own submission, unknown submissions and repeats', () => {
    expect(ranked('ann:1 bob:2')).toEqual(refused('You cannot vote for your own submission'));
    expect(ranked('zed:1 bob:2')).toEqual(refused('That submission is not part of this session'));
    expect(ranked('bob:1 bob:2')).toEqual(refused('You can rank each submission only once'));
  });
});

describe('validateBallot: grudge match', () => {
  it('accepts exactly 10 points, 1-5 each, with an optional downvote on another submission', () => {
    const points = [
      { submissionId: 's-bob', points: 5 },
      { submissionId: 's-cat', points: 5 },
    ];
    const ballot = { mode: 'grudge_match', points, downvoteSubmissionId: 's-eve' };
    expect(grudge('bob:5 cat:5', 'eve')).toEqual({ ok: true, ballot });
    expect(grudge('bob:4 cat:3 eve:3').ok).toBe(true);
  });

  it('treats a 0 as an entry the voter cleared', () => {
    const check = grudge('bob:5 cat:5 eve:0');
    expect(check.ok && check.ballot.mode === 'grudge_match' && check.ballot.points).toHaveLength(2);
  });

  it('refuses a wrong total', () => {
    expect(grudge('bob:5 cat:3')).toEqual(refused('You must distribute exactly 10 points'));
    expect(grudge('', 'bob')).toEqual(refused('You must distribute exactly 10 points'));
  });

  it('refuses points outside 1-5 and fractions', () => {
    expect(grudge('bob:6 cat:4')).toEqual(refused('Points must be between 1 and 5'));
    expect(grudge('bob:-1 cat:5 eve:5')).toEqual(refused('Points must be between 1 and 5'));
    expect(grudge('bob:2.5 cat:5 eve:2.5')).toEqual(refused('Points must be whole numbers'));
  });

  it('refuses the voter’s own submission, unknown submissions and repeats', () => {
    expect(grudge('ann:5 bob:5')).toEqual(refused('You cannot vote for your own submission'));
    expect(grudge('zed:5 bob:5')).toEqual(refused('That submission is not part of this session'));
    expect(grudge('bob:5 bob:5')).toEqual(refused('You can give points to each submission only once'));
  });

  it('refuses a downvote on one’s own or an unknown submission', () => {
    expect(grudge('bob:5 cat:5', 'ann')).toEqual(refused('You cannot downvote your own submission'));
    expect(grudge('bob:5 cat:5', 'zed')).toEqual(refused('That submission is not part of this session'));
  });
});

describe('validateBallot: appreciation station', () => {
  it('accepts no badges at all, and several badges on one submission', () => {
    expect(appreciation('')).toEqual({ ok: true, ballot: { mode: 'appreciation_station', badges: [] } });
    expect(appreciation('bob:fire bob:story cat:fire').ok).toBe(true);
  });

  it('counts the same badge on the same submission once', () => {
    const badges = [
      { submissionId: 's-bob', badge: 'fire' },
      { submissionId: 's-cat', badge: 'fire' },
    ];
    expect(appreciation('bob:fire bob:fire cat:fire')).toEqual({
      ok: true,
      ballot: { mode: 'appreciation_station', badges },
    });
  });

  it('refuses an unknown badge', () => {
    expect(appreciation('bob:fire cat:sparkles')).toEqual(refused("Unknown badge 'sparkles'"));
  });

  it('refuses the voter’s own submission and unknown submissions', () => {
    expect(appreciation('ann:fire')).toEqual(refused('You cannot vote for your own submission'));
    expect(appreciation('zed:fire')).toEqual(refused('That submission is not part of this session'));
  });
});

describe('validateBallot: the per-submission cap leaves a real choice', () => {
  // ann votes with two others (bob, cat): 10 points, up to 9 on one video.
  const twoOthers: BallotContext = { voterId: 'ann', submissions: submissions.slice(0, 3) };

  it('accepts 9 + 1 and refuses 10 + 0 with two others', () => {
    expect(classic('bob:9 cat:1', twoOthers).ok).toBe(true);
    expect(classic('bob:10 cat:0', twoOthers)).toEqual(refused('Points must be between 0 and 9'));
  });

  it('keeps the cap at 5 with three others', () => {
    expect(classic('bob:6 cat:4')).toEqual(refused('Points must be between 0 and 5'));
  });
});

describe('validateBallot: a session’s own points rules', () => {
  const rules = { pointsPerBallot: 12, perVideoCap: 6 };
  const withRules = (context: BallotContext): BallotContext => ({ ...context, rules });

  it('classic: exactly the session’s points, at most its cap on one video', () => {
    expect(classic('bob:6 cat:4 eve:2', withRules(asAnn)).ok).toBe(true);
    expect(classic('bob:5 cat:5', withRules(asAnn))).toEqual(refused('You must distribute exactly 12 points'));
    expect(classic('bob:7 cat:5', withRules(asAnn))).toEqual(refused('Points must be between 0 and 6'));
  });

  it('classic with two others: 12 points, up to 11 on one video', () => {
    const twoOthers = withRules({ voterId: 'ann', submissions: submissions.slice(0, 3) });
    expect(classic('bob:11 cat:1', twoOthers).ok).toBe(true);
    expect(classic('bob:12', twoOthers)).toEqual(refused('Points must be between 0 and 11'));
  });

  it('grudge match: 1 to the cap on each listed video, the session’s points in all', () => {
    const ballot = (spec: string) =>
      validateBallot(
        'grudge_match',
        {
          mode: 'grudge_match',
          points: pairs(spec).map((p) => ({ submissionId: p.submissionId, points: Number(p.value) })),
          downvoteSubmissionId: null,
        },
        withRules(asDan),
      );
    expect(ballot('bob:6 cat:6').ok).toBe(true);
    expect(ballot('bob:4 cat:4 eve:4').ok).toBe(true);
    expect(ballot('bob:5 cat:5')).toEqual(refused('You must distribute exactly 12 points'));
    expect(ballot('bob:7 cat:5')).toEqual(refused('Points must be between 1 and 6'));
  });
});
