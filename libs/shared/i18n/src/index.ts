export {
  formatDate,
  formatDateTime,
  formatMonthYear,
  formatTime,
  formatNumber,
  formatBDT,
  formatPercent,
  formatDuration,
  hasBengaliIntl,
  htmlLang,
  isLocale,
  DEFAULT_LOCALE,
  LOCALES,
  PLATFORM_TIME_ZONE,
  type DateInput,
} from './lib/format';
export { toBengaliDigits, normalizeDigits } from './lib/digits';
export { loadMessages, loadedMessages, type Messages } from './lib/messages';
export { catalogue, translate, type CatalogueLocale } from './catalogue';
