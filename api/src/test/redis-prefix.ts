import { randomUUID } from 'node:crypto';

/**
 * Redis keys and channels of this test file's apps and server processes: files that run at the
 * same time share one Redis, and would otherwise share rate-limit counters and one Socket.IO
 * cluster (a socket count asks every process in it). Each file is its own module instance.
 */
export const TEST_REDIS_PREFIX = `test-${randomUUID()}:`;
