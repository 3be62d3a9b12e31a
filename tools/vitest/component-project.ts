import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * How a test file that renders React runs: jsdom, the shared test-setup.ts, in worker threads, WITHOUT a fresh
 * module graph and jsdom per file (`isolate: false`, ADR 0002 revision 2). A worker keeps React, MUI and the
 * workspace's modules loaded from one file to the next, where isolation loaded them again for every file: the
 * component files took ~165 s instead of ~450 s on 2 cores. test-setup.ts makes each file a page load of its own:
 * the workspace's modules evaluated afresh, and a clean page (storage, cookies, address, <html> attributes, timers,
 * stubbed globals).
 */
const root = import.meta.dirname.replace(/\/tools\/vitest$/, '');
const componentTest = {
  environment: 'jsdom',
  pool: 'threads',
  isolate: false,
  // CI runs a failed component test once more, as it does a failed journey: a worker that keeps React and MUI loaded
  // renders a file's first test faster, which showed races a slower first render had hidden (a `getBy` right after
  // the heading, before the data's region). A test that passes only on its retry is printed as `flaky:` by
  // test-setup.ts — a race to fix, not a pass to trust.
  retry: process.env.CI ? 1 : 0,
} as const;

/** A library's (or portal's) own Vitest project — what `nx test <project>` runs: one line per vitest.config.ts. */
export function componentProject(name: string) {
  return defineConfig({
    plugins: [react()],
    test: {
      ...componentTest,
      name,
      setupFiles: [`${root}/test-setup.ts`],
      include: ['src/**/*.test.{ts,tsx}'],
    },
  });
}

/**
 * The root run's one project for every component library and portal (vitest.workspace.ts): one Vite server
 * transforms a shared module (the UI kit, the contract, the label catalogue) once for all of them, where seventy
 * projects each transformed it again (transform 154 s of a 640 s step).
 */
export function componentSuite(dirs: readonly string[]) {
  return {
    plugins: [react()],
    test: {
      ...componentTest,
      name: 'components',
      root,
      setupFiles: [`${root}/test-setup.ts`],
      include: dirs.map((dir) => `${dir}/src/**/*.test.{ts,tsx}`),
    },
  };
}
