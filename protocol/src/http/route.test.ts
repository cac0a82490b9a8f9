import { describe, expect, it } from 'vitest';
import { fillPath, pathMatches } from './route.ts';

describe('fillPath', () => {
  it('fills each parameter, escaped', () => {
    expect(fillPath('/api/rooms/:id/members/:userId', { id: 'r 1', userId: 'u/2' })).toBe(
      '/api/rooms/r%201/members/u%2F2',
    );
  });
});

describe('pathMatches', () => {
  it('matches one segment per parameter, and the rest literally', () => {
    expect(pathMatches('/api/rooms/:id', '/api/rooms/r1')).toBe(true);
    expect(pathMatches('/api/rooms/:id', '/api/rooms/r1/members')).toBe(false);
    expect(pathMatches('/api/rooms/:id/calendar.ics', '/api/rooms/r1/calendarXics')).toBe(false);
  });
});
