import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { viewerEnv } from './e2e/viewer-env';
import { chromiumLaunchOptions } from './scripts/chromium';

const port = Number(process.env.E2E_PORT || 4173);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // Three on the 2-core CI machine: a test waiting on a timer or a slow answer leaves its share of
  // the cores to the others (10.1 min for the suite against 10.6 with two, 2026-11-28).
  workers: 3,
  forbidOnly: !!process.env.CI,
  // One retry in CI, as the Epic Stack does: a test that passes only on its retry is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
  webServer: {
    // The production bundle of the build the suite runs on (`npm run test:e2e` builds first), as the
    // specs' own viewers (e2e/own-viewer.ts): it listens sooner than `tsx server/main.ts`.
    command: `node ${join(process.env.DIST_DIR || 'dist', 'server', 'main.js')}`,
    url: `http://127.0.0.1:${port}/config.json`,
    env: {
      ...viewerEnv(port),
      // The whole suite comes from one address: the fair share must not refuse its later tests.
      API_DAILY_QUOTA: '1000000',
      LOG_LEVEL: 'warn',
      // The suite's account has no contract list, so the specs of /contracts (open by number,
      // browse through insertions) keep testing that page; e2e/contracts-list.spec.ts starts a
      // viewer of its own with the list (the demo's default).
      DEMO_CONTRACT_LIST: '0',
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
});
