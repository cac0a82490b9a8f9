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
          // A worker imports the app's modules once for all its files, not once per file: the
          // imports were 190 of the api files' 340 s on PostgreSQL in CI. Each file still gets its
          // own database and app (test/build-app.ts); nothing here mocks modules or sets globals,
          // and dependencies a test must replace go in through buildApp's deps instead.
          isolate: false,
        },
      },
      'web/vitest.config.ts',
    ],
  },
});
