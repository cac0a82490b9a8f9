import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, markIfUnavailable } from './unavailable.ts';

const withCode = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('which driver failures mean "the database is unavailable" (503)', () => {
  it.each([
    ['refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['pool wait', withCode('timeout exceeded when trying to connect')],
    ['read timeout', withCode('Query read timeout')],
    ['statement_timeout', withCode('canceling statement due to statement timeout', '57014')],
    ['server shutting down', withCode('terminating connection due to administrator command', '57P01')],
    ['connection exception', withCode('connection failure', '08006')],
    ['too many clients', withCode('sorry, too many clients already', '53300')],
  ])('%s is', (_name, error) => {
    expect(isDatabaseUnavailable(markIfUnavailable(error))).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value', '23505')],
    ['a syntax error', withCode('syntax error at or near', '42601')],
  ])('%s is not: it is our bug or a conflict, not an outage', (_name, error) => {
    expect(isDatabaseUnavailable(markIfUnavailable(error))).toBe(false);
  });

  it('an unmarked network error (an OAuth provider, YouTube) is not', () => {
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 10.0.0.1:443', 'ECONNREFUSED'))).toBe(false);
  });
});
