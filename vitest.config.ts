import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run covers protocol, api and web unit tests; e2e/ is Playwright's.
export default defineConfig({
  test: {
    // Vitest's default leaves a core free: on CI's 2 cores, one file at a time, while much of a
    // file's time is spent waiting (on PostgreSQL, a server process, a build). Two at a time took
    // a third off the api files on PostgreSQL and the web files (README "Tests").
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'protocol',
          include: ['protocol/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['api/src/**/*.test.ts', 'migrations/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Each file's database is a copy of one migrated once per run (api/src/test/build-app.ts);
          // the files that serve the web app's pages share one build of it.
          globalSetup: ['api/src/test/database-template.ts', 'api/src/test/web-build.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'web/vitest.config.ts',
    ],
  },
});
