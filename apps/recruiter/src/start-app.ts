import { type RuntimeConfig, startPortal } from '@platform/shell';
import { portal } from './portal';

/** The whole portal (React, router, theme, pages): its own chunk, loaded by the entry (main.tsx). */
export function startApp(config?: RuntimeConfig): Promise<void> {
  return startPortal(portal, { config });
}
