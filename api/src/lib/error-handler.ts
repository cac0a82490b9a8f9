import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

const DB_UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '53300']);

// One place turns every failure into the §7 body. Only messages we wrote reach a client:
// Fastify's own 4xx messages are fine to show, anything 5xx is replaced and logged.
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply.status(error.statusCode).send({
      message: error.message,
      ...(error.code ? { code: error.code } : {}),
      ...(error.issues ? { issues: error.issues } : {}),
    });
  }
  const code = (error as { code?: string }).code;
  if (code && DB_UNAVAILABLE.has(code)) {
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

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}`, code: 'not_found' });
}
