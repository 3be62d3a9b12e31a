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
    // each file owns a fresh database; running files one after another keeps the 2-core machine responsive
    fileParallelism: false,
  },
});
