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
      // worker threads start a test file faster than forked processes: 24 admin files took 112 s instead of 133 s
      // (and 165 instead of 181 s on a busier machine), with the same isolation (a jsdom and module graph per file)
      pool: 'threads',
      setupFiles: ['../../../test-setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
    },
  });
}
