import type { ScoringSubmission, VoteLine } from './types.ts';

// Small builders so each scoring test reads as the session it describes.

/** Submissions in the order given: seq 1, 2, 3… and id `s-<user>`. */
export function submissionsBy(...userIds: string[]): ScoringSubmission[] {
  return userIds.map((userId, index) => ({
    id: `s-${userId}`,
    userId,
    userName: `${userId} name`,
    userImage: null,
    videoTitle: `${userId}'s video`,
    thumbnail: `https://i.ytimg.com/vi/${userId}/hqdefault.jpg`,
    commentary: null,
    videoUrl: `https://www.youtube.com/watch?v=${userId}`,
    seq: index + 1,
  }));
}

function line(voterId: string, submissionOf: string, fields: Partial<VoteLine>): VoteLine {
  return {
    voterId,
    voterName: `${voterId} name`,
    voterImage: `https://img/${voterId}`,
    submissionId: `s-${submissionOf}`,
    voteType: 'points',
    rankPosition: null,
    isDownvote: false,
    pointsAllocated: 0,
    badge: '',
    comment: null,
    ...fields,
  };
}

export const pointsVote = (voter: string, to: string, points: number) => line(voter, to, { pointsAllocated: points });
export const rankVote = (voter: string, to: string, rank: number) =>
  line(voter, to, { voteType: 'rank', rankPosition: rank });
export const downvote = (voter: string, to: string) => line(voter, to, { voteType: 'downvote', isDownvote: true });
export const badgeVote = (voter: string, to: string, badge: string) => line(voter, to, { voteType: 'badge', badge });
