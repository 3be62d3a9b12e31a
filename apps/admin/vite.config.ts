import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a build-time plugin of the workspace, not app code
import { precompiledCatalogue } from '../../tools/vite/precompiled-catalogue.ts';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a build-time plugin of the workspace, not app code
import { stripEndpointSummaries } from '../../tools/vite/strip-endpoint-summaries.ts';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a build-time plugin of the workspace, not app code
import { preloadNewOnly } from '../../tools/vite/preload-new-only.ts';
// eslint-disable-next-line @nx/enforce-module-boundaries -- build-time plugin of @platform/i18n, not app code
import { localeSplit } from '../../libs/shared/i18n/src/lib/build/locale-split-plugin.ts';

/** The admin portal: a static build served on its own origin (port 4201), reading /config.json at start-up. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompiledCatalogue(), localeSplit(), stripEndpointSummaries(), preloadNewOnly()],
  server: { port: 4201, host: 'localhost', strictPort: true },
  preview: { port: 4201, host: 'localhost', strictPort: true },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
});
