import { loadConfig } from '../config.ts';
import { connect } from './connect.ts';
import { migrateToLatest } from './migrate.ts';

const config = loadConfig();
const { db, kind } = await connect(config);
const applied = await migrateToLatest(db);
console.log(
  applied.length
    ? `Applied ${applied.length} migration(s) on ${kind}: ${applied.join(', ')}`
    : `Database (${kind}) is up to date.`,
);
await db.destroy();
