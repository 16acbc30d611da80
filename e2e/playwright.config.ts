import { defineConfig } from '@playwright/test';

/**
 * Journeys that need the stack to themselves: they count what the public pages list (postings, projects, the job
 * board's first page) or stop the API (contact), so no other journey may add to it or need it meanwhile.
 */
const ALONE = ['job-feed', 'public', 'no-js', 'languages', 'reach', 'contact'].map(
  (name) => `**/${name}.spec.ts`,
);

// Debian's Chromium, never Playwright's download; flags keep it off the network this machine does not have.
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  // Two files at a time (decision 1129): the suite's 75 journeys took 20 min on one worker, 8 on two.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: 0,
  // Two minutes per journey unless it says more: a journey signs in several times (argon2id) and CI machines are
  // shared and noisy; a journey stuck on a missing element still fails on the expect timeout below.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  projects: [
    // First, one at a time, before any other journey adds postings or projects.
    { name: 'alone', testMatch: ALONE, workers: 1 },
    // Then the rest, each file's journeys on its own accounts, side by side.
    { name: 'shared', testIgnore: ALONE, dependencies: ['alone'] },
  ],
  use: {
    // Set by the global setup, which picks a free port; workers start after it and inherit it.
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
