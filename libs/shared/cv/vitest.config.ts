import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'cv', environment: 'node', include: ['src/**/*.test.ts'] },
});
