// PGlite in a thread of its own (db/pglite-thread.ts starts it). PostgreSQL compiled to
// WebAssembly runs every query, and its checkpoints, on the thread that owns it: here, so the
// server's event loop keeps answering (sockets, pages, polls) while the database works.
// Plain JavaScript: a worker is started by Node itself, without the TypeScript loader that the
// sources and the tests run under; the build copies this file beside api/dist/server.js.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const { loadDataDir, ...options } = workerData;
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

parentPort.on('message', async ({ id, sql, params, close }) => {
  if (close) {
    await db.close();
    parentPort.postMessage({ id });
    return;
  }
  try {
    // PGlite runs one query at a time; the server's driver sends the next once this one answered.
    const { rows, affectedRows } = await db.query(sql, params);
    parentPort.postMessage({ id, rows, affectedRows });
  } catch (error) {
    parentPort.postMessage({ id, error: errorFields(error) });
  }
});
parentPort.postMessage({ ready: true });
