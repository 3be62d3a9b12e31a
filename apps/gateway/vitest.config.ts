import { defineConfig } from 'vitest/config';

/**
 * GATEWAY_TESTS=engine (set by tools/test.sh for its PGlite step): only the files that exercise the database engine
 * as such — migrations and seed, the platform and identity layers, the request matrix and hostile-input sweep (every
 * endpoint once, answers checked against the contract), the queue (pg-boss on PGlite) and the two searches whose
 * results differ in type between engines. The whole suite then runs on PostgreSQL, the production engine (ADR 0005,
 * amended 2026-11-26). Unset, as for a developer's `vitest run`, the whole suite runs on whichever engine is set.
 */
const engineSubset = [
  'src/db/**/*.test.ts',
  'src/test/**/*.test.ts',
  'src/platform/**/*.test.ts',
  'src/identity/**/*.test.ts',
  'src/scale/**/*.test.ts',
  'src/*.test.ts',
  'src/domains/resources/every-resource.test.ts',
  'src/domains/notifications/**/*.test.ts',
  'src/domains/jobs/**/*.test.ts',
  'src/domains/job-pipeline/**/*.test.ts',
];

export default defineConfig({
  test: {
    name: 'gateway',
    environment: 'node',
    include: process.env.GATEWAY_TESTS === 'engine' ? engineSubset : ['src/**/*.test.ts'],
    // one migrated, seeded PGlite dump per run; each file starts from a copy of it (test/harness.ts)
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // each file owns a fresh database, so files run side by side like the component suites' (one worker a core):
    // run one after another, the gateway files formed a group of their own that Vitest ran after the rest, on one
    // core while the other idled (the last 155 s of a 449 s run)
  },
});
