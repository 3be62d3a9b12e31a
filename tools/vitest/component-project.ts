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
      // Vitest's forks, not worker threads: on a busy machine 24 files ran faster in threads (112 against 133 s), but
      // on the idle CI machine the whole step did not (2.41–2.50 s a file in threads, 2.36 s in forks), and threads
      // share one process (Node's BroadcastChannel crossed between files; test-setup.ts now keeps it to its file)
      setupFiles: ['../../../test-setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
    },
  });
}
