import type { z } from 'zod';
import type { Route, SchemaName } from './route.ts';
import * as schemas from './schemas.ts';

// Every schema by its export name: the API, the tests and the input sweep read a route's schemas
// through this (the route table names them, so the table stays zod-free).
const byName: Readonly<Record<SchemaName, z.ZodType>> = schemas;

/** The schema a route names for `part`, or undefined when it names none. */
export function schemaOf(route: Route, part: 'params' | 'query' | 'body' | 'response'): z.ZodType | undefined {
  const name = route[part];
  return name === undefined ? undefined : byName[name];
}
