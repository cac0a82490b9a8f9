import { type Route, type RouteParsed, type RouteSchema, routes, schemaOf } from '@clipclub/protocol';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  preValidationAsyncHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { UnauthorizedError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's entry in protocol's table (http/routes.ts). */
    contract?: Route;
  }
}

export type RouteName = keyof typeof routes;
type Parsed<K extends RouteName, P extends 'params' | 'query' | 'body'> = RouteParsed<(typeof routes)[K], P>;
// A JSON answer, nothing (204), or else the handler sends its own reply (a page, a redirect).
type Answer<K extends RouteName> =
  RouteSchema<(typeof routes)[K], 'response'> extends infer S extends z.ZodType
    ? Promise<z.input<S>>
    : (typeof routes)[K] extends { readonly status: 204 }
      ? Promise<void>
      : Promise<FastifyReply>;
type SignedInUser = NonNullable<FastifyRequest['user']>;

/** What a handler gets: the user (signed in unless the route is public), its input parsed. */
export type RouteContext<K extends RouteName> = {
  user: (typeof routes)[K] extends { readonly access: string } ? SignedInUser | null : SignedInUser;
  params: Parsed<K, 'params'>;
  query: Parsed<K, 'query'>;
  body: Parsed<K, 'body'>;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** Answers the route's JSON, serialized through its response schema on the way out. */
export type RouteHandler<K extends RouteName> = (context: RouteContext<K>) => Answer<K>;

/**
 * The one sign-in check: a route the table does not mark public answers 401 to nobody signed in.
 * It runs after the rate limit and before the input is read, as the handlers' own check did.
 */
const requireSignedIn: preValidationAsyncHookHandler = async (request) => {
  if (!request.user) throw new UnauthorizedError();
};

// No body at all reads as an empty form, so the 400 names the first missing field.
const missingBodyIsEmpty: preValidationAsyncHookHandler = async (request) => {
  if (request.body === undefined) request.body = {};
};

/**
 * Registers the route named `name` in protocol's table: its method and path, its schemas (params
 * and query and body validated by the zod type provider, the answer serialized through its
 * schema), and who may call it. A malformed input is answered by the error handler
 * (lib/error-handler.ts): 404 with the route's message for params, 400 for a body or query.
 */
export function route<K extends RouteName>(app: FastifyInstance, name: K, handler: RouteHandler<K>): void {
  const info: Route = routes[name];
  const schema: FastifySchema = {};
  const params = schemaOf(info, 'params');
  const query = schemaOf(info, 'query');
  const body = schemaOf(info, 'body');
  const response = schemaOf(info, 'response');
  if (params) schema.params = params;
  if (query) schema.querystring = query;
  if (body) schema.body = body;
  // A 201 route may answer 200 for what already existed (the same push endpoint again): the
  // same schema serializes both.
  if (response) schema.response = { 200: response, [info.status ?? 200]: response };
  const preValidation = [...(info.access ? [] : [requireSignedIn]), ...(body ? [missingBodyIsEmpty] : [])];
  app.withTypeProvider<ZodTypeProvider>().route({
    method: info.method,
    url: info.path,
    schema,
    config: { contract: info },
    preValidation,
    handler: async (request, reply) => {
      if (info.status) reply.code(info.status);
      const { user, params, query, body } = request;
      return handler({ user, params, query, body, request, reply } as RouteContext<K>);
    },
  });
}
