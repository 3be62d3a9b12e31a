import Typography from '@mui/material/Typography';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { type RouteObject, matchRoutes } from 'react-router-dom';
import { loadMessages } from '@platform/i18n';
import { FullScreenLoader, readStoredLocale, useTranslate } from '@platform/ui';
import { createPortalRouter } from './navigation';
import { createPlatform } from './platform';
import { PortalApp } from './portal-app';
import { portalRouterOptions, startGroupDownloads } from './route-groups';
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

/**
 * Starts, while `/config.json` is read, what the first screen needs besides it: the language's catalogue and the
 * lazy chunk of each route the address matches (the router asks for the same modules later and gets them at once).
 * Without this each waited for the one before it (issue 13's trace: entry -> config -> catalogue -> route chunk).
 */
export function startFirstScreenDownloads(routes: RouteObject[], location: Location = window.location): void {
  void loadMessages(readStoredLocale()).catch(() => undefined);
  for (const match of matchRoutes(routes, location) ?? []) {
    const { lazy } = match.route;
    if (typeof lazy === 'function')
      void Promise.resolve()
        .then(lazy)
        .catch(() => undefined);
  }
}

export interface StartPortalOptions {
  /** Defaults to `/config.json`. */
  configUrl?: string;
  /** The runtime config when the entry has read it already (a staff portal's boot, ADR 0006 r4). */
  config?: RuntimeConfig;
  /** Defaults to `#root`. */
  container?: HTMLElement;
}

/**
 * The fixed start-up lifecycle of every portal: start the first screen's catalogue and route chunk, read
 * `/config.json` (preloaded by index.html) → build the platform (API client, sign-in
 * controller — which cleans a callback address at once) → start the maintenance check (then sign-in state and
 * visitor count) → create the router → render the provider stack.
 */
export async function startPortal(portal: PortalDefinition, options: StartPortalOptions = {}): Promise<void> {
  const container = options.container ?? document.getElementById('root');
  if (!container) throw new Error('startPortal: no #root element');
  const root = createRoot(container);
  // the page frame of index.html (a portal that draws one, ADR 0134) stands for the spinner until the portal draws
  const framed = document.getElementById('boot-frame') !== null;
  if (!framed)
    root.render(
      <StandaloneScreen>
        <FullScreenLoader />
      </StandaloneScreen>,
    );

  const routes = buildPortalRoutes(portal);
  const { discovery, patchRoutesOnNavigation } = portalRouterOptions(portal);
  startFirstScreenDownloads(routes);
  // the first screen inside a route group: its table, then its page's chunk, while /config.json is read
  void discovery
    ?.preload(window.location.pathname)
    ?.then((table) => startGroupDownloads(table, window.location))
    .catch(() => undefined);

  let config: RuntimeConfig;
  try {
    config = options.config ?? (await loadRuntimeConfig(options.configUrl));
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
  const router = createPortalRouter(routes, { patchRoutesOnNavigation });
  const app = (
    <StrictMode>
      <PortalApp platform={platform} router={router} />
    </StrictMode>
  );
  // Under a page frame the first render may yield to the browser between components (a transition), so the
  // phone's main thread is not blocked for the whole first render (Lighthouse's TBT, ADR 0134).
  if (framed) startTransition(() => root.render(app));
  else root.render(app);
}
