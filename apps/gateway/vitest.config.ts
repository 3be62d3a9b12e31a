import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'gateway',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // one migrated, seeded PGlite dump per run; each file starts from a copy of it (test/harness.ts)
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // each file owns a fresh database, so files run side by side like the component suites' (one worker a core):
    // run one after another, the gateway files formed a group of their own that Vitest ran after the rest, on one
    // core while the other idled (the last 155 s of a 449 s run)
  },
});
