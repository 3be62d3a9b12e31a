import { FLASH_KEY, hasSignedInMarker, userStoreKey } from '@platform/auth';
import { createPlatform, type PlatformOverrides } from './platform';
import { loadRuntimeConfig } from './runtime-config';
import type { PortalDefinition, RuntimeConfig } from './types';

export interface BootOptions {
  /** The portal's id (`admin`, `recruiter`, `lms`, `assessment`). */
  id: PortalDefinition['id'];
  /** Every page of the portal needs a signed-in user (`publicWhenSignedOut: false` in its definition). */
  signInFirst: boolean;
  /** Loads and starts the whole portal (React, router, theme, its pages); `config` when already read. */
  startApp: (config?: RuntimeConfig) => Promise<void>;
  /** Tests: a fake oidc-client-ts UserManager. */
  overrides?: PlatformOverrides;
}

function hasFlash(): boolean {
  try {
    return window.sessionStorage.getItem(FLASH_KEY) !== null;
  } catch {
    return true;
  }
}

function hasStoredUser(config: RuntimeConfig): boolean {
  try {
    return (
      window.sessionStorage.getItem(
        userStoreKey({ authority: config.oidcAuthority, clientId: config.clientId }),
      ) !== null
    );
  } catch {
    return true;
  }
}

/**
 * The entry of a staff portal (ADR 0006 revision 4). A visitor who opens the portal's address (`/`) with no session
 * would only be sent to the sign-in page — for that the portal needs its runtime config, the maintenance check
 * and oidc-client-ts, not React, the router, the theme and the home page (≈ 200 KB gzip on a phone). So in exactly that
 * case the entry does the same steps itself: config → maintenance check (with the bypass hash) → sign-in redirect
 * with the return path and the reader's language. In every other case — a session or its marker, a message to show
 * after a sign-out, another address (callback, a deep link, an unknown page), maintenance on or the gateway down, the
 * config or the sign-in failing — it starts the whole portal, which does what it always did.
 */
export async function bootPortal(options: BootOptions): Promise<void> {
  if (!options.signInFirst || window.location.pathname !== '/' || hasSignedInMarker() || hasFlash()) {
    return options.startApp();
  }
  let config: RuntimeConfig;
  try {
    config = await loadRuntimeConfig();
  } catch {
    return options.startApp();
  }
  if (hasStoredUser(config)) return options.startApp(config);
  const portal: PortalDefinition = {
    id: options.id,
    titleId: '',
    allowedUserTypes: [],
    publicWhenSignedOut: false,
    routes: [],
    menu: [],
  };
  const platform = createPlatform(portal, config, options.overrides);
  if (await platform.maintenance()) return options.startApp(config);
  await platform.auth.signIn();
  // the controller reports a sign-in that could not start as an error: the portal shows its Login Error page
  if (platform.auth.getSnapshot().state === 'error') return options.startApp(config);
}
