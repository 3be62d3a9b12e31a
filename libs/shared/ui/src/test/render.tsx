import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { catalogue, type CatalogueLocale } from '@platform/i18n/catalogue';

/** ui's own tests render through react-intl with the real catalogue (ui cannot depend on @platform/testing). */
export function renderWithIntl(ui: ReactElement, locale: CatalogueLocale = 'en-US', options?: RenderOptions) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <IntlProvider locale={locale} messages={catalogue[locale]} defaultLocale="en-US">
        {children}
      </IntlProvider>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
