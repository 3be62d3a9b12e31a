import { createApiClient, type ApiClient } from '@platform/api-client';
import { createAuth, type AuthController, type UserManagerLike } from '@platform/auth';
import { platformEndpoints } from '@platform/contract';
import { readStoredLocale } from '@platform/ui';
import type { PortalDefinition, RuntimeConfig } from './types';

export const MAINTENANCE_HASH_KEY = 'platform_maintenance_hash';
export const MAINTENANCE_HASH_PARAM = 'maintenance_hash';
export const VISITOR_COOKIE = 'platform_visitor';
const ONE_YEAR_S = 365 * 24 * 60 * 60;
/** Waits before the second and third maintenance check after a failed one. */
export const MAINTENANCE_RETRY_MS = [400, 1200] as const;

/** Everything one running portal shares: built once at start-up, outside React. */
export interface Platform {
  portal: PortalDefinition;
  config: RuntimeConfig;
  client: ApiClient;
  auth: AuthController;
  /** The SWR cache of this page load (cleared at sign-out). */
  swrCache: Map<string, unknown>;
  /** Maintenance check → then sign-in state and visitor count. Idempotent; resolves with "maintenance on". */
  start(): Promise<boolean>;
  /** Resolves true when the maintenance page must show (mode on, or the check failed three times: gateway down). */
  maintenance(): Promise<boolean>;
  /** The maintenance page's "Try again": checks again (and, when the site is back, goes on as `start()` does). */
  recheck(): Promise<boolean>;
  /** Called when any later call answers 503 maintenance. */
  onMaintenance(listener: () => void): () => void;
}

export interface PlatformOverrides {
  /** Tests: a fake oidc-client-ts UserManager. */
  userManager?: () => Promise<UserManagerLike>;
}

/** Reads `?maintenance_hash=` from the address (then keeps it in localStorage — it is not a token) or storage. */
export function takeMaintenanceHash(): string | null {
  try {
    const url = new URL(window.location.href);
    const fromUrl = url.searchParams.get(MAINTENANCE_HASH_PARAM);
    if (fromUrl) {
      window.localStorage.setItem(MAINTENANCE_HASH_KEY, fromUrl);
      // Keep the secret out of the visible address, the history and Referer headers.
      url.searchParams.delete(MAINTENANCE_HASH_PARAM);
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
      return fromUrl;
    }
    return window.localStorage.getItem(MAINTENANCE_HASH_KEY);
  } catch {
    return null;
  }
}

function hasVisitorCookie(): boolean {
  return document.cookie.split(';').some((part) => part.trim() === `${VISITOR_COOKIE}=1`);
}

function setVisitorCookie(): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${VISITOR_COOKIE}=1; path=/; max-age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
}

export function createPlatform(
  portal: PortalDefinition,
  config: RuntimeConfig,
  overrides: PlatformOverrides = {},
): Platform {
  const maintenanceListeners = new Set<() => void>();
  // `client` is used by the auth controller only after both exist (fetchProfile is called from start()).
  let client: ApiClient | null = null;

  const auth = createAuth({
    authority: config.oidcAuthority,
    clientId: config.clientId,
    fetchProfile: () => {
      if (!client) throw new Error('api client not ready');
      return client.call(platformEndpoints.authProfile);
    },
    userManager: overrides.userManager,
    // the sign-in pages follow the language the portal shows (issue 12: Bengali was lost at sign-in)
    uiLocale: readStoredLocale,
  });

  client = createApiClient({
    baseURL: config.gatewayUrl,
    apiKey: config.apiKey,
    getAccessToken: auth.getAccessToken,
    onUnauthorized: auth.renew,
    onMaintenance: () => {
      for (const listener of maintenanceListeners) listener();
    },
  });
  const api = client;

  let maintenanceCheck: Promise<boolean> | null = null;
  function maintenance(): Promise<boolean> {
    maintenanceCheck ??= (async () => {
      const hash = takeMaintenanceHash();
      for (let attempt = 0; ; attempt++) {
        try {
          const status = await api.call(platformEndpoints.maintenanceModeStatus, {
            query: hash ? { maintenance_hash: hash } : undefined,
          });
          return Boolean(status.maintenance_mode_status);
        } catch {
          // spec §7: if the call fails, maintenance mode is assumed on — but one dropped request on a mobile
          // network is not an outage: ask again twice within two seconds before concluding (issue 12)
          const wait = MAINTENANCE_RETRY_MS[attempt];
          if (wait === undefined) return true;
          await new Promise((resolve) => setTimeout(resolve, wait));
        }
      }
    })();
    return maintenanceCheck;
  }

  let counting = false;
  async function countVisitor(): Promise<void> {
    if (counting || hasVisitorCookie()) return;
    counting = true;
    try {
      // No third-party IP lookup (docs/decisions/0020-shell-and-sign-in.md): an empty ip lets the gateway use the request's address.
      await api.call(platformEndpoints.visitorCounterPost, { body: { ip: '' } });
      setVisitorCookie();
    } catch {
      // spec §8: a failed visitor count is ignored silently
    } finally {
      counting = false;
    }
  }

  let started: Promise<boolean> | null = null;
  return {
    portal,
    config,
    client: api,
    auth,
    swrCache: new Map(),
    maintenance,
    onMaintenance(listener) {
      maintenanceListeners.add(listener);
      return () => maintenanceListeners.delete(listener);
    },
    recheck() {
      maintenanceCheck = null;
      started = null;
      return this.start();
    },
    start() {
      started ??= maintenance().then((on) => {
        if (!on) {
          void auth.start();
          void countVisitor();
        }
        return on;
      });
      return started;
    },
  };
}
