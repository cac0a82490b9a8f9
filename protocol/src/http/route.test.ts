import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fillPath, pathMatches, pathWithQuery, type Route } from './route.ts';
import * as routes from './routes.ts';
import { schemaOf } from './schema-of.ts';

describe('pathWithQuery', () => {
  const listSessions = { method: 'GET', path: '/api/rooms/:id/sessions' } as const satisfies Route;
  it('fills the params and adds the query, escaped', () => {
    expect(pathWithQuery(listSessions, { params: { id: 'r1' }, query: { limit: '5', cursor: 'a&b' } })).toBe(
      '/api/rooms/r1/sessions?limit=5&cursor=a%26b',
    );
  });
  it('adds no question mark without a query', () => {
    expect(pathWithQuery(listSessions, { params: { id: 'r1' } })).toBe('/api/rooms/r1/sessions');
  });
});

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

describe('the route table', () => {
  const table = Object.entries(routes) as [string, Route][];

  it("names in each route's params schema exactly its path's parameters", () => {
    const mismatched = table.flatMap(([name, route]) => {
      const inPath = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
      const schema = schemaOf(route, 'params');
      const inSchema = schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : [];
      return inPath.join() === inSchema.join() ? [] : [`${name}: path ${inPath} schema ${inSchema}`];
    });
    expect(mismatched).toEqual([]);
  });

  it('gives each method and path one route', () => {
    const keys = table.map(([, route]) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
