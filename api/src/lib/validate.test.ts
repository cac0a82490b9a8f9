import { CreateRoomBodySchema, JoinRoomBodySchema } from '@clipclub/protocol';
import { describe, expect, it } from 'vitest';
import { BadRequestError } from './errors.ts';
import { parseInput } from './validate.ts';

function refusal(run: () => unknown): BadRequestError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestError);
    return error as BadRequestError;
  }
  throw new Error('expected a BadRequestError');
}

describe('parseInput', () => {
  it('answers the parsed, transformed value', () => {
    expect(parseInput(JoinRoomBodySchema, { inviteCode: ' abcd2345 ' })).toEqual({ inviteCode: 'ABCD2345' });
  });

  it('throws 400 with the first issue as the message and every issue with its path', () => {
    const error = refusal(() => parseInput(CreateRoomBodySchema, { name: '', type: 'automatic' }));
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe('Room name is required');
    // Every field's issue is listed, so a form can mark both fields at once.
    expect(error.issues).toEqual([
      { path: ['name'], message: 'Room name is required' },
      { path: ['startDate'], message: 'Automatic rooms require a start date that is a Thursday' },
    ]);
  });

  it('reads a missing body as an empty object', () => {
    expect(refusal(() => parseInput(JoinRoomBodySchema, undefined)).message).toBe('Invite code is required');
  });

  it.each([[null], [[]], ['text'], [7]])('names a body %j that is not an object', (body) => {
    const error = refusal(() => parseInput(JoinRoomBodySchema, body));
    expect(error.message).toBe('Request body must be a JSON object');
    expect(error.issues).toEqual([{ path: [], message: 'Request body must be a JSON object' }]);
  });
});
