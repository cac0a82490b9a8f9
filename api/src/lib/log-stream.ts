import SonicBoom from 'sonic-boom';

// Enough for a burst of log lines while the reader catches up; past it, lines are dropped.
const BUFFER_MAX_BYTES = 4 * 1024 * 1024;

/**
 * Where the server's log lines go: stdout, written asynchronously so logging never blocks or
 * spins the process. pino's default writes synchronously and, when stdout is a pipe nobody reads
 * (a stalled log collector, a paused terminal), retries every 100 ms with the event loop frozen,
 * so requests and SIGTERM go unanswered. Here a full pipe only delays lines (then drops them past
 * the buffer), and a closed one (EPIPE, EBADF) turns logging off instead of failing.
 */
export function stdoutLogStream(): SonicBoom {
  const stream = new SonicBoom({ fd: 1, sync: false, maxLength: BUFFER_MAX_BYTES });
  stream.on('error', () => {
    stream.write = () => true;
  });
  return stream;
}

/**
 * Log lines as a person reads them (time, level, message, then the fields), for a developer's
 * terminal: only when stdout is one and the server is not in production. Anywhere else (a pipe,
 * a file, a log collector) the lines stay JSON, one object a line, which machines parse.
 * pino-pretty is a development dependency: where it is not installed, the lines stay JSON.
 */
export async function readableLogStream(sink: SonicBoom, options: { production: boolean }) {
  if (options.production || !process.stdout.isTTY) return sink;
  try {
    const { default: pretty } = await import('pino-pretty');
    return pretty({ destination: sink, colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' });
  } catch {
    return sink;
  }
}

/**
 * Call right after the last log line: waits until the stream has written everything ('drain'),
 * or `withinMs` when stdout does not take it, before the process exits.
 */
export function flushLogs(stream: SonicBoom, withinMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, withinMs);
    stream.once('drain', done);
    function done() {
      clearTimeout(timer);
      stream.off('drain', done);
      resolve();
    }
  });
}
