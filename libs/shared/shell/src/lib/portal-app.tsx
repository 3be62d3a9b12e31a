import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { SWRConfig, useSWRConfig, type Cache } from 'swr';
import { ApiClientProvider, swrConfig } from '@platform/api-client';
import { AuthFallbackProvider, AuthProvider, type AuthFallbacks } from '@platform/auth';
import { AuthLoadingScreen, FullScreenLoader, ToastProvider, I18nProvider } from '@platform/ui';
import type { CatalogueLocale } from '@platform/i18n/catalogue';
import { ThemeModeProvider } from '@platform/theme';
import { AuthErrorScreen, MaintenancePage, SignInRequiredPage, UnauthorizedPage } from './lazy-pages';
import type { Platform } from './platform';
import { PlatformProvider, usePlatform } from './platform-context';
import { PlatformErrorBoundary, StandaloneScreen } from './standalone';

export type PortalRouter = ReturnType<typeof createBrowserRouter>;

/** Full-screen loader while the maintenance check runs; the maintenance page when on or when the check failed. */
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
  if (status === 'off') return <>{children}</>;
  return <StandaloneScreen>{status === 'on' ? <MaintenancePage /> : <FullScreenLoader />}</StandaloneScreen>;
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
                        <RouterProvider router={router} />
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
