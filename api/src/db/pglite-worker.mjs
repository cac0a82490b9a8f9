// PGlite in a thread of its own (db/pglite-thread.ts starts it). PostgreSQL compiled to
// WebAssembly runs every query, and its checkpoints, on the thread that owns it: here, so the
// server's event loop keeps answering (sockets, pages, polls) while the database works.
// Plain JavaScript: a worker is started by Node itself, without the TypeScript loader that the
// sources and the tests run under; the build copies this file beside api/dist/server.js.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';

const { loadDataDir, preparedMarker, ...options } = workerData;
const db = await PGlite.create({
  ...options,
  ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
  // bigint columns (counts, sequences) come back as numbers, as from pg (connect.ts).
  parsers: { 20: (value) => Number(value) },
});

/** What the server reads of an error (SQLSTATE `code`, `constraint`, `detail`…), cloneable. */
function errorFields(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

// A statement marked to be prepared (db/prepared.ts's PREPARED, passed in as `preparedMarker`)
// is parsed and planned once, under a name, as the pg driver does on PostgreSQL: `db.query`
// parses, describes and plans every statement afresh, and for the advance's move that was most
// of its cost. The marked texts are a bounded set.
const statements = new Map();
let named = 0;
const step = (message) => db.execProtocolStream(message, { syncToFs: false });

/** The statement's name and parameter types, parsed on its first run. */
async function preparedStatement(text) {
  const known = statements.get(text);
  if (known) return known;
  const name = `prepared_${named++}`;
  try {
    await step(protocol.serialize.parse({ name, text }));
    const described = await step(protocol.serialize.describe({ type: 'S', name }));
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    statements.set(text, statement);
    return statement;
  } finally {
    await step(protocol.serialize.sync());
  }
}

/** db.query's steps (bind, describe, execute, sync) for a statement parsed once. */
function queryPrepared(text, params) {
  return db.runExclusive(async () => {
    const { name, paramTypes } = await preparedStatement(text);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serialize = db.serializers[paramTypes[i]];
      return serialize ? serialize(value) : value.toString();
    });
    const messages = [];
    try {
      messages.push(...(await step(protocol.serialize.bind({ statement: name, values }))));
      messages.push(...(await step(protocol.serialize.describe({ type: 'P' }))));
      messages.push(...(await step(protocol.serialize.execute({}))));
    } finally {
      messages.push(...(await step(protocol.serialize.sync())));
    }
    // PGlite on a directory or in memory writes its files as it goes (its syncToFs does nothing).
    return parse.parseResults(messages, db.parsers)[0];
  });
}

/** A table a prepared statement returns was changed since (a migration): it is parsed again. */
const isStale = (error) => error?.code === '0A000';

async function query(sql, params) {
  if (!sql.startsWith(preparedMarker)) return db.query(sql, params);
  try {
    return await queryPrepared(sql, params);
  } catch (error) {
    if (!isStale(error)) throw error;
    statements.delete(sql);
    return db.query(sql, params);
  }
}

parentPort.on('message', async ({ id, sql, params, close }) => {
  if (close) {
    await db.close();
    parentPort.postMessage({ id });
    return;
  }
  try {
    // Queries sent together wait on PGlite's own lock, in the order they came; the server's driver
    // sends none from another caller while a transaction is open (db/pglite-gate.ts).
    const { rows, affectedRows } = await query(sql, params);
    parentPort.postMessage({ id, rows, affectedRows });
  } catch (error) {
    parentPort.postMessage({ id, error: errorFields(error) });
  }
});
parentPort.postMessage({ ready: true });
