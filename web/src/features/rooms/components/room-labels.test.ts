import { DEFAULT_ROOM_RULES } from '@clipclub/protocol/http/rooms';
import { describe, expect, it } from 'vitest';
import { roomRulesText } from './room-labels.ts';

describe('roomRulesText', () => {
  it('names points and cap in classic, tokens too in grudge match, and an automatic room’s schedule', () => {
    expect(roomRulesText({ type: 'manual', votingMode: 'classic', settings: DEFAULT_ROOM_RULES })).toBe(
      '10 points per ballot, at most 5 on one video (more when there are only a few videos)',
    );
    // 12 points cannot all go to videos at a cap of 7: the cap never rises.
    const settings = { ...DEFAULT_ROOM_RULES, pointsPerBallot: 12, perVideoCap: 7, downvoteTokens: 2 };
    expect(roomRulesText({ type: 'automatic', votingMode: 'grudge_match', settings })).toBe(
      '12 points per ballot, at most 7 on one video · 2 downvote tokens to start · ' +
        'Submissions close Thursdays 18:00, voting Tuesdays 18:00 (America/Los_Angeles)',
    );
  });

  it('is empty for a manual room without points', () => {
    expect(roomRulesText({ type: 'manual', votingMode: 'ranked_choice', settings: DEFAULT_ROOM_RULES })).toBe('');
  });
});
