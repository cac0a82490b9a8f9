import type { FastifyInstance } from 'fastify';

// The API reads JSON bodies only. text/plain is refused (415) because browsers send it
// cross-site without a preflight; an empty JSON body, which some clients send with a body-less
// DELETE, reads as no body instead of failing as malformed.
export function acceptJsonBodiesOnly(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    parseJson(request, text, done);
  });
}
