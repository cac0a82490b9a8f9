import { cpus, loadavg, totalmem } from 'node:os';

/** The machine, its load and the time, read from the system (never written by hand). */
export function machineLine(): string {
  const cpu = cpus();
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  return `${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, load average ${load}, ${new Date().toISOString()}`;
}
