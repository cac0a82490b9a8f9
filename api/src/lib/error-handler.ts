import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { HttpError } from './errors.ts';
import { inputRefusal } from './validate.ts';

// One place turns every failure into the docs/rules.md §9 body. Only messages we wrote reach a client:
// Fastify's own 4xx messages are fine to show, anything 5xx is replaced and logged.
export function errorHandler(failure: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // A route's params, query or body its schema refused (lib/routes.ts).
  const error = hasZodFastifySchemaValidationErrors(failure)
    ? inputRefusal(failure.validation, failure.validationContext, request.routeOptions.config.contract)
    : failure;
  if (error instanceof HttpError) {
    return reply.status(error.statusCode).send({
      message: error.message,
      ...(error.code ? { code: error.code } : {}),
      ...(error.issues ? { issues: error.issues } : {}),
    });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'database unavailable');
    return reply
      .status(503)
      .send({ message: 'The database is unavailable, please try again shortly', code: 'db_unavailable' });
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return reply.status(429).send({ message: error.message, code: 'rate_limited' });
  if (status >= 400 && status < 500) {
    return reply.status(status).send({ message: clientMessage(error, status), code: 'bad_request' });
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply.status(500).send({ message: 'Something went wrong', code: 'internal' });
}

function clientMessage(error: FastifyError, status: number): string {
  if (status === 413) return 'Request body is too large';
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) return 'Malformed JSON body';
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'Request body is empty';
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'Unsupported content type';
  return error.message;
}

// The URL is the caller's text and is never echoed back.
export function notFoundHandler(_request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ message: 'Not found', code: 'not_found' });
}

/**
 * Errors Fastify raises before any route runs (a malformed percent-encoding, a parameter past
 * the router's length limit). Its own answers echo the URL back; ours say what was wrong only.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ code: error.code }, 'request refused before routing');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send({ message: 'A path parameter is too long', code: 'bad_request' });
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.status(400).send({ message: 'Malformed URL', code: 'bad_request' });
  }
  return reply.status(400).send({ message: 'Bad request', code: 'bad_request' });
}
