import { Component, type ErrorInfo, type ReactNode } from 'react';
import { I18nProvider } from '@platform/ui';
import { ThemeModeProvider } from '@platform/theme';
import { ErrorPage } from './lazy-pages';

/**
 * Intl + theme for the screens shown ABOVE the intl and theme providers of the stack (error boundary, config
 * failure, maintenance guard): they read the same stored locale and theme preferences.
 */
export function StandaloneScreen({ children }: { children: ReactNode }) {
  return (
    <I18nProvider>
      <ThemeModeProvider>{children}</ThemeModeProvider>
    </I18nProvider>
  );
}

interface BoundaryState {
  failed: boolean;
}

/** Outermost error boundary: anything that escapes the router's own error elements shows the Error page. */
export class PlatformErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[shell] unexpected failure', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return (
        <StandaloneScreen>
          <ErrorPage />
        </StandaloneScreen>
      );
    }
    return this.props.children;
  }
}
