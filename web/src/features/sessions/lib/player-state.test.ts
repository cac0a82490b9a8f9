import type { Session } from '@clipclub/protocol/http/sessions';
import { describe, expect, it } from 'vitest';
import { joinNames, missingMembers, primaryActions } from './player-state.ts';

const p = (userId: string, userName: string) => ({ userId, userName, userImage: null });
const base: Pick<Session, 'id' | 'status' | 'submitters' | 'voters' | 'memberCount' | 'submittedCount' | 'votedCount'> =
  {
    id: 's1',
    status: 'submissions',
    submitters: [],
    voters: [],
    memberCount: 3,
    submittedCount: 0,
    votedCount: 0,
  };
const me = { userId: 'me', isActive: true, mode: 'classic' as const };
const labels = (actions: ReturnType<typeof primaryActions>) => actions.map((a) => a.label);

describe('primaryActions', () => {
  it('Submit, then Edit Your Submission with who is left', () => {
    expect(primaryActions(base, me)).toEqual([
      { kind: 'link', label: 'Submit Your Video', to: '/submit/s1', emphasis: 'primary' },
    ]);
    const submitted = { ...base, submitters: [p('me', 'Me')], submittedCount: 1 };
    expect(labels(primaryActions(submitted, me))).toEqual(['Edit Your Submission', 'You submitted — waiting on 2']);
  });

  it('Cast Your Vote, then Change Your Vote only where the mode allows it', () => {
    const voting = { ...base, status: 'voting' as const };
    expect(labels(primaryActions(voting, me))).toEqual(['Cast Your Vote']);
    const voted = { ...voting, voters: [p('me', 'Me')], votedCount: 1 };
    expect(labels(primaryActions(voted, me))).toEqual(['You voted — waiting on 2']);
    expect(labels(primaryActions(voted, { ...me, mode: 'appreciation_station' }))).toEqual([
      'You voted — waiting on 2',
    ]);
    expect(labels(primaryActions(voted, { ...me, mode: 'ranked_choice' }))).toEqual([
      'Change Your Vote',
      'You voted — waiting on 2',
    ]);
    const all = { ...voted, votedCount: 3 };
    expect(labels(primaryActions(all, { ...me, mode: 'grudge_match' }))).toEqual([
      'Change Your Vote',
      "You voted — everyone's in",
    ]);
  });

  it('View Results once results are in; nothing for sessions that are not active', () => {
    expect(labels(primaryActions({ ...base, status: 'results' }, me))).toEqual(['View Results']);
    expect(primaryActions(base, { ...me, isActive: false })).toEqual([]);
    expect(primaryActions({ ...base, status: 'upcoming' }, me)).toEqual([]);
  });
});

describe('missingMembers', () => {
  it('names those who have not taken part yet, sorted, and nothing else', () => {
    const members = [
      { userId: 'c', userName: 'Cy', isAdmin: false, totalPoints: 4 },
      { userId: 'a', userName: 'Al', isAdmin: true, totalPoints: 0 },
      { userId: 'b', userName: 'Bo', isAdmin: false, totalPoints: 9 },
    ];
    expect(missingMembers(members, [p('a', 'Al')])).toEqual([
      { userId: 'b', userName: 'Bo' },
      { userId: 'c', userName: 'Cy' },
    ]);
  });

  it('joins names the way a person would say them', () => {
    expect(joinNames([])).toBe('');
    expect(joinNames(['Bo'])).toBe('Bo');
    expect(joinNames(['Bo', 'Cy'])).toBe('Bo and Cy');
    expect(joinNames(['Bo', 'Cy', 'Di'])).toBe('Bo, Cy and Di');
  });
});
