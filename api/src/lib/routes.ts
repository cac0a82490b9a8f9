import { ROUTE_SCHEMAS, type Route, type RouteName, type RouteSchemas, routes } from '@clipclub/protocol';
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
    /** The route's entry in protocol's table (http/routes.ts and http/route-schemas.ts). */
    contract?: Route & RouteSchemas;
  }
}

type Schemas<K extends RouteName> = (typeof ROUTE_SCHEMAS)[K];
type Parsed<K extends RouteName, P extends keyof RouteSchemas> =
  Schemas<K> extends { readonly [Q in P]: infer S extends z.ZodType } ? z.output<S> : undefined;
// A JSON answer, nothing (204), or else the handler sends its own reply (a page, a redirect).
type Answer<K extends RouteName> =
  Schemas<K> extends { readonly response: infer S extends z.ZodType }
    ? Promise<z.input<S>>
    : Schemas<K> extends { readonly status: 204 }
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
  const schemas: RouteSchemas = ROUTE_SCHEMAS[name];
  const schema: FastifySchema = {};
  if (schemas.params) schema.params = schemas.params;
  if (schemas.query) schema.querystring = schemas.query;
  if (schemas.body) schema.body = schemas.body;
  // A 201 route may answer 200 for what already existed (the same push endpoint again): the
  // same schema serializes both.
  if (schemas.response) schema.response = { 200: schemas.response, [schemas.status ?? 200]: schemas.response };
  const preValidation = [...(info.access ? [] : [requireSignedIn]), ...(schemas.body ? [missingBodyIsEmpty] : [])];
  app.withTypeProvider<ZodTypeProvider>().route({
    method: info.method,
    url: info.path,
    schema,
    config: { contract: { ...info, ...schemas } },
    preValidation,
    handler: async (request, reply) => {
      if (schemas.status) reply.code(schemas.status);
      const { user, params, query, body } = request;
      return handler({ user, params, query, body, request, reply } as RouteContext<K>);
    },
  });
}
