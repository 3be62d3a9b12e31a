export {
  I18nProvider,
  useLocale,
  LOCALE_STORAGE_KEY,
  htmlLang,
  isLocale,
  readStoredLocale,
} from './lib/i18n-provider';
export type { I18nProviderProps, LocaleContextValue } from './lib/i18n-provider';
export {
  formatDate,
  formatDateTime,
  formatNumber,
  formatBDT,
  formatPercent,
  formatDuration,
  hasBengaliIntl,
  DEFAULT_LOCALE,
  LOCALES,
  PLATFORM_TIME_ZONE,
  type DateInput,
} from './lib/format';
export { toBengaliDigits, normalizeDigits } from './lib/digits';
export { useFormatters } from './lib/use-formatters';
export { catalogue, translate, type CatalogueLocale } from './catalogue';
