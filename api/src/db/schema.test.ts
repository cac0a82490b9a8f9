import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/build-app.ts';

// schema.ts is written by hand beside the migrations; this test keeps the two from drifting.
// It reads the `DB` type with the TypeScript compiler and compares it with what a freshly
// migrated database reports: the same tables, the same columns, the same nullability, a
// TypeScript kind that fits the SQL type, no insert-optional column without a default, and
// the same values wherever the database has an `IN (...)` check.

type ColumnShape = { nullable: boolean; insertOptional: boolean; kind: string; values: string[] | null };
type Shape = Record<string, Record<string, ColumnShape>>;

// A view's columns are all nullable to PostgreSQL, whatever they hold, and nothing inserts into
// one: only its columns and their kinds are compared.
const views = new Set<string>();

const SCHEMA_FILE = fileURLToPath(new URL('./schema.ts', import.meta.url));

/** The `DB` type of schema.ts, table by table, as the compiler sees it. */
function declaredShape(): Shape {
  const config = ts.getParsedCommandLineOfConfigFile(
    fileURLToPath(new URL('../../tsconfig.json', import.meta.url)),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!config) throw new Error('api/tsconfig.json not readable');
  const program = ts.createProgram([SCHEMA_FILE], config.options);
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(SCHEMA_FILE);
  const db = file && checker.getSymbolAtLocation(file)?.exports?.get(ts.escapeLeadingUnderscores('DB'));
  if (!db) throw new Error('schema.ts exports no DB type');
  const member = (type: ts.Type, name: string) => {
    const symbol = type.getProperty(name);
    return symbol && checker.getTypeOfSymbol(symbol);
  };
  const parts = (type: ts.Type) => (type.isUnion() ? type.types : [type]);
  const shape: Shape = {};
  for (const table of checker.getDeclaredTypeOfSymbol(db).getProperties()) {
    shape[table.name] = {};
    for (const column of checker.getTypeOfSymbol(table).getProperties()) {
      const declared = checker.getTypeOfSymbol(column);
      // Kysely's ColumnType<S, I, U> (and Generated<S>) carry the select and insert types.
      const select = member(declared, '__select__') ?? declared;
      const insert = member(declared, '__insert__') ?? declared;
      const present = parts(select).filter((t) => !(t.flags & ts.TypeFlags.Null));
      const literals = present.filter((t) => t.isStringLiteral()).map((t) => (t as ts.StringLiteralType).value);
      shape[table.name]![column.name] = {
        nullable: parts(select).some((t) => t.flags & ts.TypeFlags.Null),
        insertOptional: parts(insert).some((t) => t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)),
        kind: literals.length === present.length ? 'string' : kindOf(checker, present),
        values: literals.length > 0 ? literals.sort() : null,
      };
    }
  }
  return shape;
}

function kindOf(checker: ts.TypeChecker, types: readonly ts.Type[]): string {
  const names = new Set(types.map((t) => checker.typeToString(checker.getBaseTypeOfLiteralType(t))));
  if (names.size === 2 && names.has('true') && names.has('false')) return 'boolean';
  if (names.size !== 1) return [...names].join(' | ');
  const [name] = names;
  return name === 'Record<string, unknown>' ? 'object' : name!;
}

/** The TypeScript kind each SQL type arrives as (int8 is parsed to a number in connect.ts). */
const KIND_OF_SQL_TYPE: Record<string, string> = {
  text: 'string',
  varchar: 'string',
  bpchar: 'string',
  uuid: 'string',
  int4: 'number',
  int8: 'number',
  float8: 'number',
  bool: 'boolean',
  timestamptz: 'Date',
  jsonb: 'object',
  _uuid: 'string[]',
};

/** `col IN ('a', 'b')`'s column and values; PostgreSQL prints it `(col = ANY (ARRAY['a'::text, 'b'::text]))`. */
function inCheck(definition: string): { column: string; values: string[] } | undefined {
  const match = /\(\(?"?(\w+)"?\)?(?:::text)? = ANY \(ARRAY\[(.*?)\]\)\)/.exec(definition);
  if (!match) return undefined;
  return { column: match[1]!, values: [...match[2]!.matchAll(/'([^']*)'::text/g)].map((m) => m[1]!).sort() };
}

/** The same description, read from the migrated database. */
async function migratedShape(database: TestDatabase): Promise<Shape> {
  const checks = await sql<{ table: string; definition: string }>`
    SELECT conrelid::regclass::text AS table, pg_get_constraintdef(oid) AS definition
      FROM pg_constraint WHERE contype = 'c' AND connamespace = 'public'::regnamespace AND conrelid <> 0`.execute(
    database.db,
  );
  const allowed = new Map<string, string[]>();
  for (const { table, definition } of checks.rows) {
    const check = inCheck(definition);
    if (check) allowed.set(`${table}.${check.column}`, check.values);
  }
  // A column whose type is a domain (migration 130) arrives as the domain's base type, and the
  // domain's check (on VALUE) is its column's.
  const domains = await sql<{ table: string; column: string; base: string; definition: string | null }>`
    SELECT c.relname AS table, a.attname AS column, b.typname AS base, pg_get_constraintdef(con.oid) AS definition
      FROM pg_attribute a
      JOIN pg_class c ON c.oid = a.attrelid AND c.relnamespace = 'public'::regnamespace AND c.relkind = 'r'
      JOIN pg_type d ON d.oid = a.atttypid AND d.typtype = 'd'
      JOIN pg_type b ON b.oid = d.typbasetype
      LEFT JOIN pg_constraint con ON con.contypid = d.oid AND con.contype = 'c'
      WHERE a.attnum > 0 AND NOT a.attisdropped`.execute(database.db);
  const baseType = new Map<string, string>();
  for (const { table, column, base, definition } of domains.rows) {
    baseType.set(`${table}.${column}`, base);
    const check = definition ? inCheck(definition) : undefined;
    if (check?.column === 'VALUE') allowed.set(`${table}.${column}`, check.values);
  }
  const shape: Shape = {};
  for (const table of await database.db.introspection.getTables()) {
    if (table.isView) views.add(table.name);
    shape[table.name] = {};
    for (const column of table.columns) {
      const key = `${table.name}.${column.name}`;
      const type = baseType.get(key) ?? column.dataType;
      shape[table.name]![column.name] = {
        nullable: column.isNullable,
        insertOptional: column.hasDefaultValue || column.isNullable,
        kind: KIND_OF_SQL_TYPE[type] ?? `unmapped SQL type ${type}`,
        values: allowed.get(key) ?? null,
      };
    }
  }
  return shape;
}

let database: TestDatabase;
let declared: Shape;
let migrated: Shape;
beforeAll(async () => {
  database = await createTestDatabase();
  declared = declaredShape();
  migrated = await migratedShape(database);
});
afterAll(() => database?.destroy());

const pick = (shape: Shape, key: keyof ColumnShape, { tablesOnly = false } = {}) =>
  Object.fromEntries(
    Object.entries(shape)
      .filter(([table]) => !(tablesOnly && views.has(table)))
      .map(([table, columns]) => [
        table,
        Object.fromEntries(Object.entries(columns).map(([name, column]) => [name, column[key]])),
      ]),
  );

describe('db/schema.ts against the migrated database', () => {
  it('has the same tables and columns', () => {
    expect(Object.keys(declared).sort()).toEqual(Object.keys(migrated).sort());
    for (const table of Object.keys(migrated)) {
      expect(Object.keys(declared[table] ?? {}).sort(), table).toEqual(Object.keys(migrated[table]!).sort());
    }
  });

  it('marks exactly the nullable columns as nullable', () => {
    expect(pick(declared, 'nullable', { tablesOnly: true })).toEqual(pick(migrated, 'nullable', { tablesOnly: true }));
  });

  it('gives every column the kind its SQL type arrives as', () => {
    expect(pick(declared, 'kind')).toEqual(pick(migrated, 'kind'));
  });

  it('lets an insert leave out only columns with a default or a null', () => {
    // Filled by a BEFORE INSERT trigger (migration 030: a session joins its room's running season).
    const filledByTrigger = new Set(['sessions.season_id']);
    for (const [table, columns] of Object.entries(declared)) {
      if (views.has(table)) continue;
      for (const [name, column] of Object.entries(columns)) {
        if (column.insertOptional && !filledByTrigger.has(`${table}.${name}`))
          expect(migrated[table]?.[name]?.insertOptional, `${table}.${name}`).toBe(true);
      }
    }
  });

  it('allows the same values as each IN (...) check', () => {
    const checked = Object.entries(pick(migrated, 'values')).flatMap(([table, columns]) =>
      Object.entries(columns)
        .filter(([, values]) => values !== null)
        .map(([name, values]) => [`${table}.${name}`, values]),
    );
    expect(checked.length).toBeGreaterThan(5);
    for (const [column, values] of checked) {
      const [table, name] = (column as string).split('.') as [string, string];
      expect(declared[table]?.[name]?.values, column as string).toEqual(values);
    }
  });
});
