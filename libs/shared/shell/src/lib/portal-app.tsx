import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig, type Cache } from 'swr';
import { ApiClientProvider, swrConfig } from '@platform/api-client';
import { AuthFallbackProvider, AuthProvider, type AuthFallbacks } from '@platform/auth';
import { AuthLoadingScreen, ToastProvider, I18nProvider } from '@platform/ui';
import type { CatalogueLocale } from '@platform/i18n/catalogue';
import { ThemeModeProvider } from '@platform/theme';
import { AuthErrorScreen, MaintenancePage, SignInRequiredPage, UnauthorizedPage } from './lazy-pages';
import { type PortalRouter, PortalRouterView } from './navigation';
import type { Platform } from './platform';
import { PlatformProvider, usePlatform } from './platform-context';
import { PlatformErrorBoundary, StandaloneScreen } from './standalone';

export type { PortalRouter };

/**
 * The maintenance guard. While the check runs the page itself is drawn (its frame, skeletons, and its data requests
 * start at once instead of after the check: issue 12/13); the maintenance page replaces it when the mode is on or the
 * gateway could not be reached three times. The maintenance page offers "Try again".
 */
function MaintenanceGuard({ children }: { children: ReactNode }) {
  const platform = usePlatform();
  const [status, setStatus] = useState<'checking' | 'on' | 'off'>('checking');
  useEffect(() => {
    let live = true;
    void platform.start().then((on) => {
      if (live) setStatus(on ? 'on' : 'off');
    });
    const stop = platform.onMaintenance(() => setStatus('on'));
    return () => {
      live = false;
      stop();
    };
  }, [platform]);
  const retry = useCallback(() => {
    setStatus('checking');
    void platform.recheck().then((on) => setStatus(on ? 'on' : 'off'));
  }, [platform]);
  if (status !== 'on') return <>{children}</>;
  return (
    <StandaloneScreen>
      <MaintenancePage onRetry={retry} />
    </StandaloneScreen>
  );
}

/** Sign-out empties the SWR cache so the next user never sees the previous user's data. */
function ClearCacheOnSignOut() {
  const { auth } = usePlatform();
  const { mutate } = useSWRConfig();
  useEffect(
    () => auth.onSignedOut(() => void mutate(() => true, undefined, { revalidate: false })),
    [auth, mutate],
  );
  return null;
}

const fallbacks: AuthFallbacks = {
  loading: <AuthLoadingScreen />,
  unauthorized: <UnauthorizedPage />,
  error: (failure) => <AuthErrorScreen messageId={failure.messageId} />,
  signInRequired: (signIn) => <SignInRequiredPage onLogin={signIn} />,
};

/**
 * The provider stack of ARCHITECTURE §6, in order: error boundary → runtime config → maintenance guard → intl →
 * theme (+ toasts) → auth → SWR → router.
 */
export interface PortalAppProps {
  platform: Platform;
  router: PortalRouter;
  /** Tests: start in this locale instead of the stored preference. */
  initialLocale?: CatalogueLocale;
}

export function PortalApp({ platform, router, initialLocale }: PortalAppProps) {
  const swrValue = useMemo(
    () => ({ ...swrConfig, provider: () => platform.swrCache as unknown as Cache }),
    [platform],
  );
  return (
    <PlatformErrorBoundary>
      <PlatformProvider platform={platform}>
        <MaintenanceGuard>
          <I18nProvider locale={initialLocale}>
            <ThemeModeProvider>
              <ToastProvider>
                <AuthProvider auth={platform.auth}>
                  <AuthFallbackProvider value={fallbacks}>
                    <SWRConfig value={swrValue}>
                      <ApiClientProvider client={platform.client}>
                        <ClearCacheOnSignOut />
                        <PortalRouterView router={router} />
                      </ApiClientProvider>
                    </SWRConfig>
                  </AuthFallbackProvider>
                </AuthProvider>
              </ToastProvider>
            </ThemeModeProvider>
          </I18nProvider>
        </MaintenanceGuard>
      </PlatformProvider>
    </PlatformErrorBoundary>
  );
}
