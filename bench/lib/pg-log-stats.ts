import { readFileSync } from 'node:fs';

// `npx tsx bench/lib/pg-log-stats.ts <database> [log file]`: where PostgreSQL's CPU went, per
// statement and per step (parse, analysis, rewrite, plan, execute), from its log, after a bench
// run with BENCH_PG_SETTINGS=log_parser_stats=on,log_planner_stats=on,log_executor_stats=on
// (pg_stat_statements is not loaded on this machine). Each step's "system usage stats" block is
// followed by the statement it measured.
const [database, file = '/var/log/postgresql/postgresql-15-main.log'] = process.argv.slice(2);
if (!database) throw new Error('usage: pg-log-stats.ts <database> [log file]');

const lines = readFileSync(file, 'utf8').split('\n');
const steps = new Map<string, Map<string, { count: number; cpuMs: number }>>();
let step: string | undefined;
let cpuMs: number | undefined;
for (const [i, line] of lines.entries()) {
  if (!line.startsWith('\t') && !line.includes(database)) continue;
  const kind = /LOG: {2}(PARSER|PARSE ANALYSIS|REWRITER|PLANNER|EXECUTOR) STATISTICS/.exec(line)?.[1];
  if (kind) {
    step = kind;
    cpuMs = undefined;
    continue;
  }
  const usage = /^\t!\t([\d.]+) s user, ([\d.]+) s system/.exec(line);
  if (usage && step && cpuMs === undefined) {
    cpuMs = (Number(usage[1]) + Number(usage[2])) * 1000;
    continue;
  }
  const statement = /STATEMENT: {2}(.*)/.exec(line)?.[1];
  if (statement === undefined || !step || cpuMs === undefined) continue;
  // A statement of several lines goes on in lines that start with a tab.
  let text = statement;
  for (let j = i + 1; j < lines.length && lines[j]?.startsWith('\t') && !lines[j]?.startsWith('\t!'); j++)
    text += ` ${lines[j]}`;
  const key = text.replace(/\s+/g, ' ').trim().slice(0, 100);
  const byStep = steps.get(key) ?? new Map();
  const entry = byStep.get(step) ?? { count: 0, cpuMs: 0 };
  entry.count++;
  entry.cpuMs += cpuMs;
  byStep.set(step, entry);
  steps.set(key, byStep);
  step = undefined;
}
const total = (byStep: Map<string, { cpuMs: number }>) => [...byStep.values()].reduce((a, e) => a + e.cpuMs, 0);
const rows = [...steps].sort((a, b) => total(b[1]) - total(a[1])).slice(0, 15);
for (const [key, byStep] of rows) {
  // Per step: how many times it was logged and its CPU in all. A prepared statement is parsed
  // once per connection, so the steps' counts differ; divide by the runs the bench made.
  const parts = [...byStep].map(([s, e]) => `${s.toLowerCase()} ${e.count}× ${e.cpuMs.toFixed(1)} ms`);
  console.log(`${total(byStep).toFixed(1).padStart(8)} ms: ${parts.join(', ')}\n    ${key}`);
}
