import { defineConfig } from '@playwright/test';

const portals = ['youth', 'admin', 'recruiter', 'lms', 'assessment'] as const;
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * e2e journeys in Debian's Chromium against the real gateway (fresh embedded database per run) and the five
 * built portals, each on its own origin. Fixed ports and no server reuse, so a foreign server is never tested.
 */
export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  webServer: [
    {
      command: 'rm -rf tmp/e2e-data && tsx apps/gateway/src/main.ts',
      env: { DATA_DIR: 'tmp/e2e-data', PORT: '8080', LOG_LEVEL: 'warn', PLATFORM_MODE: 'demo' },
      url: 'http://localhost:8080/healthz',
      reuseExistingServer: false,
      timeout: 120_000,
    },
    ...portals.map((p, i) => ({
      command: `node tools/serve-spa.mjs apps/${p}/dist ${4200 + i} http://localhost:8080`,
      url: `http://localhost:${4200 + i}/config.json`,
      reuseExistingServer: false,
      timeout: 30_000,
    })),
  ],
});
