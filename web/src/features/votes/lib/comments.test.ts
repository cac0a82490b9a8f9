import type { VoteRecord } from '@clipclub/protocol/http/votes';
import { describe, expect, it } from 'vitest';
import { commentsFromVotes, commentToSend, downvoteCommentFromVotes, restoreComments, setComment } from './comments.ts';

const record = (over: Partial<VoteRecord>): VoteRecord => ({
  submissionId: 's1',
  voteType: 'points',
  rankPosition: null,
  isDownvote: 0,
  pointsAllocated: 3,
  badge: null,
  comment: null,
  ...over,
});

describe('vote comments on the ballot', () => {
  it('pre-fills a re-vote from the lines and the downvote separately', () => {
    const votes = [
      record({ submissionId: 'a', comment: 'loved it' }),
      record({ submissionId: 'b' }),
      record({ submissionId: 'c', voteType: 'downvote', isDownvote: 1, comment: 'too loud' }),
    ];
    expect(commentsFromVotes(votes)).toEqual({ a: 'loved it' });
    expect(downvoteCommentFromVotes(votes)).toBe('too loud');
    expect(downvoteCommentFromVotes([])).toBe('');
  });

  it('sends a trimmed comment, and none for a blank one', () => {
    const comments = setComment(setComment({}, 'a', '  great pick \n'), 'b', '   ');
    expect(commentToSend(comments, 'a')).toBe('great pick');
    expect(commentToSend(comments, 'b')).toBeUndefined();
    expect(commentToSend(comments, 'c')).toBeUndefined();
  });

  it('restores a draft’s comments only for videos still there, within 280 characters', () => {
    const saved = { a: 'keep', gone: 'drop', b: 'x'.repeat(281), c: 7 };
    expect(restoreComments(saved, ['a', 'b', 'c'])).toEqual({ a: 'keep' });
    expect(restoreComments('nonsense', ['a'])).toEqual({});
  });
});
