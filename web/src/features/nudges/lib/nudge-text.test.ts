import { describe, expect, it } from 'vitest';
import { nudgeToast } from './nudge-text.ts';

const e = {
  roomId: 'r1',
  roomName: 'Film club',
  sessionId: 's1',
  sessionNumber: 3,
  theme: 'Heists',
  byName: 'Alice',
};

describe('nudgeToast', () => {
  it('says who is waiting for what, and where to go', () => {
    expect(nudgeToast({ ...e, phase: 'voting' })).toEqual({
      title: 'Alice is waiting for your vote',
      message: 'Film club · Session 3: Heists',
      action: 'Vote now',
      to: '/vote/s1',
    });
    expect(nudgeToast({ ...e, phase: 'submissions' })).toMatchObject({
      title: 'Alice is waiting for your video',
      to: '/submit/s1',
    });
  });
});
