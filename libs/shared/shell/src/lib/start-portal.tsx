import Typography from '@mui/material/Typography';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { FullScreenLoader, useTranslate } from '@platform/ui';
import { createPlatform } from './platform';
import { PortalApp } from './portal-app';
import { buildPortalRoutes } from './routes';
import { loadRuntimeConfig } from './runtime-config';
import { StandaloneScreen } from './standalone';
import type { PortalDefinition, RuntimeConfig } from './types';

function ConfigError() {
  const t = useTranslate();
  return (
    <Typography role="alert" sx={{ p: 4, textAlign: 'center' }}>
      {t('shell.config_error')}
    </Typography>
  );
}

export interface StartPortalOptions {
  /** Defaults to `/config.json`. */
  configUrl?: string;
  /** Defaults to `#root`. */
  container?: HTMLElement;
}

/**
 * The fixed start-up lifecycle of every portal: read `/config.json` → build the platform (API client, sign-in
 * controller — which cleans a callback address at once) → start the maintenance check (then sign-in state and
 * visitor count) → create the router → render the provider stack.
 */
export async function startPortal(portal: PortalDefinition, options: StartPortalOptions = {}): Promise<void> {
  const container = options.container ?? document.getElementById('root');
  if (!container) throw new Error('startPortal: no #root element');
  const root = createRoot(container);
  root.render(
    <StandaloneScreen>
      <FullScreenLoader />
    </StandaloneScreen>,
  );

  let config: RuntimeConfig;
  try {
    config = await loadRuntimeConfig(options.configUrl);
  } catch (error) {
    console.error('[shell] could not load the runtime config', error);
    root.render(
      <StandaloneScreen>
        <ConfigError />
      </StandaloneScreen>,
    );
    return;
  }

  const platform = createPlatform(portal, config);
  void platform.start();
  const router = createBrowserRouter(buildPortalRoutes(portal));
  root.render(
    <StrictMode>
      <PortalApp platform={platform} router={router} />
    </StrictMode>,
  );
}
