import type { Route } from '@clipclub/protocol';
import type { FastifySchemaValidationError } from 'fastify';
import { BadRequestError, type HttpError, NotFoundError } from './errors.ts';

const NOT_AN_OBJECT = 'Request body must be a JSON object';

/** One issue of a failed input, as the 400 body lists it. */
export type InputIssue = { path: string[]; message: string };

/**
 * The answer to a route's input that its schema refused (the zod type provider's validation
 * errors, in the order zod found them). Params name something: a malformed one is the route's
 * 404 (docs/rules.md §2), as is a malformed credential in the query. A body or query is a 400
 * whose message is the first issue's: schemas carry the words players read ('Room name is
 * required').
 */
export function inputRefusal(
  validation: readonly FastifySchemaValidationError[],
  part: string | undefined,
  contract: Pick<Route, 'notFound' | 'queryIsCredential'> | undefined,
): HttpError {
  if (part === 'params' || (part === 'querystring' && contract?.queryIsCredential)) {
    return new NotFoundError(contract?.notFound);
  }
  const issues: InputIssue[] = validation.map((v) => {
    const path = v.instancePath.split('/').slice(1).filter(Boolean);
    // zod's own wording ('expected object, received array') is not for users.
    return { path, message: path.length === 0 && v.keyword === 'invalid_type' ? NOT_AN_OBJECT : (v.message ?? '') };
  });
  return new BadRequestError(issues[0]?.message || 'Invalid input', issues);
}
