import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode, type IntlConfig } from 'react-intl';
import { DEFAULT_LOCALE, htmlLang, isLocale, loadMessages, loadedMessages } from '@platform/i18n';
import type { CatalogueLocale } from '@platform/i18n/catalogue';

/** localStorage key of the chosen language (a preference, not sensitive). */
export const LOCALE_STORAGE_KEY = 'platform.locale';

export function readStoredLocale(): CatalogueLocale {
  try {
    const value = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export interface LocaleContextValue {
  locale: CatalogueLocale;
  setLocale: (locale: CatalogueLocale) => void;
}

const LocaleContext = createContext<LocaleContextValue>({
  locale: DEFAULT_LOCALE,
  setLocale: () => undefined,
});

/** Missing translations are reported only in development; other formatting errors always. */
const onIntlError: IntlConfig['onError'] = (error) => {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) {
    if (import.meta.env.DEV) console.warn(error.message);
    return;
  }
  console.error(error);
};

export interface I18nProviderProps {
  children: ReactNode;
  /** Start in this locale instead of the stored one (tests, server-chosen language). */
  locale?: CatalogueLocale;
}

/**
 * react-intl over the label catalogue. The chosen locale is kept in localStorage (`platform.locale`) and mirrored on
 * `<html lang>` so screen readers and axe (`html-has-lang`, `valid-lang`) see the right language.
 */
export function I18nProvider({ children, locale: initial }: I18nProviderProps) {
  const [locale, setLocaleState] = useState<CatalogueLocale>(() => initial ?? readStoredLocale());
  const [, setLoadedCount] = useState(0);
  const setLocale = useCallback((next: CatalogueLocale) => {
    try {
      window.localStorage.setItem(LOCALE_STORAGE_KEY, next);
    } catch {
      // storage blocked: the choice lasts for this page only
    }
    // Switch once the new language's messages are there, so no text flashes as a bare id.
    if (loadedMessages(next)) setLocaleState(next);
    else
      void loadMessages(next).then(
        () => setLocaleState(next),
        (error: unknown) => console.error(error),
      );
  }, []);

  const messages = loadedMessages(locale);
  useEffect(() => {
    if (messages) return;
    let live = true;
    void loadMessages(locale).then(
      () => live && setLoadedCount((n) => n + 1),
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
    };
  }, [locale, messages]);

  useEffect(() => {
    document.documentElement.lang = htmlLang(locale);
  }, [locale]);

  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  // Only a build that loads locales on demand can get here without messages (a moment at start-up).
  if (!messages) return null;
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages} onError={onIntlError}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

/** The current locale and a setter that persists it. */
export function useLocale(): LocaleContextValue {
  return useContext(LocaleContext);
}
