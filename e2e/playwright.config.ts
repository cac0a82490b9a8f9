import { health } from '@clipclub/protocol/http/routes';
import { defineConfig } from '@playwright/test';

// Drives Debian's Chromium (Playwright cannot download its own browser here) against the
// real app built and served by `npm start`, with a throw-away embedded database — or the
// PostgreSQL of DATABASE_URL when CI sets it.
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  // In CI a test that fails is run once more, and one that then passes is reported as flaky
  // (the list reporter names it): a timing slip on a loaded machine does not hold back a
  // landing, and a real failure still fails twice. Locally, never: a flake is there to be seen.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    // Routing (page.route) never sees what a service worker fetches, so specs run without it;
    // tests/phone.spec.ts lets it run to test the installed app.
    serviceWorkers: 'block',
    // Every failed attempt keeps its trace, also when the retry passes: a flake is then
    // there to read (test-results/…), not only counted.
    trace: 'retain-on-failure-and-retries',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `${BASE_URL}${health.path}`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      PUBLIC_URL: BASE_URL,
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      SCHEDULER_INTERVAL_MS: '1000',
      RATE_LIMIT_WRITES_PER_MINUTE: '10000',
      // Pages are asserted drawn (server-rendered.spec.ts): a loaded CI machine must not send the shell.
      RENDER_BUDGET_MS: '15000',
      // Never fetched from the server: each watch-party test serves the stand-in in
      // fixtures/youtube-iframe-stand-in.js at this address through Playwright's routing.
      YOUTUBE_IFRAME_API_URL: `${BASE_URL}/e2e-stand-ins/youtube-iframe-api.js`,
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
  },
});
