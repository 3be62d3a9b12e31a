import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The Vitest project of a library whose tests render React in jsdom: every libs/<scope>/<name>/vitest.config.ts
 * with components is this one line and its name, imported with its `.ts` extension (configs load without Vite's
 * `configLoader: 'native'` notice only when their relative imports name the file). Each test file gets its own jsdom and module graph (Vitest's
 * default isolation: sharing them saved ~40 s of 449 on 2 cores, too little for tests that could then see each
 * other's module mocks and stubs).
 */
export function componentProject(name: string) {
  return defineConfig({
    plugins: [react()],
    test: {
      name,
      environment: 'jsdom',
      // worker threads start a test file faster than forked processes, with the same isolation (a jsdom and module
      // graph per file): the PGlite step on a fresh clone took 569–590 s in threads, 641 s in forks (2026-11-27; not
      // conclusive: the forks run's machine was slower, tsc 39 s against 30 s — measure again before relying on it).
      // Threads share one process: test-setup.ts keeps each file's BroadcastChannel to that file.
      pool: 'threads',
      setupFiles: ['../../../test-setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
    },
  });
}
