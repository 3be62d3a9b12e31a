import { spawnSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';

const portals = ['youth', 'admin', 'recruiter', 'lms', 'assessment'] as const;
const GATEWAY = 'http://localhost:8080';
const FIRST_VISIT = /00-first-visit\.spec\.ts$/;
const MAINTENANCE = /05-maintenance\.spec\.ts$/;
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// The journeys must talk to the servers this run starts, never to a foreign one (another `npm start`, another
// checkout's e2e run): fail before starting anything when a port is taken. Workers load this file again while
// the servers run, so only the runner process checks.
if (!process.env.TEST_WORKER_INDEX) {
  const check = spawnSync(
    process.execPath,
    ['tools/check-ports.mjs', '8080', '4200', '4201', '4202', '4203', '4204'],
    {
      cwd: import.meta.dirname,
      encoding: 'utf8',
    },
  );
  if (check.status !== 0) throw new Error(`e2e cannot start: ${check.stderr || check.stdout}`);
}

/**
 * e2e journeys in Debian's Chromium against the real gateway (a fresh embedded database per run) and the five
 * built portals (`nx run-many -t build` first), each on its own origin, served as in production by
 * tools/serve-spa.mjs. Fixed ports and no server reuse.
 */
export default defineConfig({
  testDir: './e2e',
  // two journeys share two cores: a step may take twice as long as alone
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // Journeys run two at a time (each builds its own data: its own users, courses, jobs). Files run whole in one
  // worker; the two journeys that change what every page shows run alone at the end (projects below).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    locale: 'en-US',
    timezoneId: 'Asia/Dhaka',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'journeys', testIgnore: [FIRST_VISIT, MAINTENANCE] },
    // byte and layout-shift budgets are measured with nothing else loading the machine
    { name: 'first-visit', testMatch: FIRST_VISIT, dependencies: ['journeys'] },
    // maintenance mode shows the maintenance page on every portal: nothing else may run meanwhile
    { name: 'maintenance', testMatch: MAINTENANCE, dependencies: ['first-visit'] },
  ],
  webServer: [
    {
      // a fresh database every run (tools/e2e-gateway.mjs: a new PostgreSQL database when TEST_DATABASE_URL is set,
      // as under `npm test`, else embedded PGlite in tmp/e2e-data): migrations and demo seed from scratch.
      // tools/supervise.mjs stops the server when the runner goes away, even if the runner is killed, so no orphan
      // keeps the port.
      command: 'exec node tools/supervise.mjs node tools/e2e-gateway.mjs',
      env: {
        PORT: '8080',
        GATEWAY_URL: GATEWAY,
        PLATFORM_MODE: 'demo',
        LOG_LEVEL: 'warn',
        OIDC_ISSUER: '',
      },
      url: `${GATEWAY}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...portals.map((p, i) => ({
      command: `exec node tools/supervise.mjs node tools/serve-spa.mjs apps/${p}/dist ${4200 + i} ${GATEWAY}`,
      url: `http://localhost:${4200 + i}/config.json`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore' as const,
    })),
  ],
});
