/**
 * Interim intl provider. `@platform/i18n` (I18nProvider, useLocale) is being written in parallel; until it lands the
 * shell carries this minimal version with the same names and shape, so swapping is a one-line import change here.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { catalogue, type CatalogueLocale } from '@platform/i18n/catalogue';

export const LOCALE_STORAGE_KEY = 'platform_locale';
const DEFAULT_LOCALE: CatalogueLocale = 'en-US';

function storedLocale(): CatalogueLocale {
  try {
    const value = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return value === 'bn-BD' || value === 'en-US' ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

interface LocaleContextValue {
  locale: CatalogueLocale;
  setLocale: (locale: CatalogueLocale) => void;
}

const LocaleContext = createContext<LocaleContextValue>({ locale: DEFAULT_LOCALE, setLocale: () => undefined });

export function I18nProvider({ children, locale: initial }: { children: ReactNode; locale?: CatalogueLocale }) {
  const [locale, setLocaleState] = useState<CatalogueLocale>(() => initial ?? storedLocale());
  const setLocale = useCallback((next: CatalogueLocale) => {
    setLocaleState(next);
    try {
      window.localStorage.setItem(LOCALE_STORAGE_KEY, next);
    } catch {
      // preference only
    }
  }, []);
  useEffect(() => {
    document.documentElement.lang = locale === 'bn-BD' ? 'bn' : 'en';
  }, [locale]);
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={catalogue[locale]}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleContextValue {
  return useContext(LocaleContext);
}
