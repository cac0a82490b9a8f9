import { CreateRoomBodySchema, JoinRoomBodySchema } from '@clipclub/protocol';
import type { FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BadRequestError, NotFoundError } from './errors.ts';
import { inputRefusal } from './validate.ts';

/** The validation errors the zod type provider gives Fastify for `input`. */
function validationOf(schema: z.ZodType, input: unknown): FastifySchemaValidationError[] {
  const validate = validatorCompiler({ schema, method: 'POST', url: '/api/test', httpPart: 'body' });
  const result = validate(input) as { error?: unknown };
  if (!result.error) throw new Error('expected the input to be refused');
  return result.error as FastifySchemaValidationError[];
}

describe('inputRefusal', () => {
  it('answers 400 with the first issue as the message and every issue with its path', () => {
    const error = inputRefusal(validationOf(CreateRoomBodySchema, { name: '', type: 'automatic' }), 'body', {});
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.message).toBe('Room name is required');
    // Every field's issue is listed, so a form can mark both fields at once.
    expect(error.issues).toEqual([
      { path: ['name'], message: 'Room name is required' },
      { path: ['startDate'], message: 'Automatic rooms require a start date that is a Thursday' },
    ]);
  });

  it.each([[null], [[]], ['text'], [7]])('names a body %j that is not an object', (body) => {
    const error = inputRefusal(validationOf(JoinRoomBodySchema, body), 'body', {});
    expect(error.message).toBe('Request body must be a JSON object');
    expect(error.issues).toEqual([{ path: [], message: 'Request body must be a JSON object' }]);
  });

  it("answers malformed params with the route's 404", () => {
    const error = inputRefusal(validationOf(JoinRoomBodySchema, {}), 'params', { notFound: 'Room not found' });
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.message).toBe('Room not found');
  });

  it('answers a malformed credential in the query with the 404 too, other queries with 400', () => {
    const refused = validationOf(JoinRoomBodySchema, {});
    const link = { notFound: 'This unsubscribe link is not valid', queryIsCredential: true } as const;
    expect(inputRefusal(refused, 'querystring', link).statusCode).toBe(404);
    expect(inputRefusal(refused, 'querystring', {}).statusCode).toBe(400);
  });
});
