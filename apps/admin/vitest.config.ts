import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'admin',
    environment: 'jsdom',
    setupFiles: ['../../test-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
