import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'ui-cv',
    environment: 'jsdom',
    setupFiles: ['../../../test-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
