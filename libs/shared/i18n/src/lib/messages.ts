import { catalogue, type CatalogueLocale } from '../catalogue';

/** One locale's message table: ICU strings here; production builds ship them pre-parsed (ICU message AST). */
export type Messages = (typeof catalogue)[CatalogueLocale];

/**
 * The message tables of the locales loaded so far. Here (development, tests, Node) both locales are in the
 * catalogue and available at once. A production build may replace this module with one that loads each locale's
 * precompiled table on demand (`import()`), so a page downloads only the language it shows; callers therefore go
 * through `loadMessages` before rendering a locale and read it with `loadedMessages`.
 */
export function loadedMessages(locale: CatalogueLocale): Messages | undefined {
  return catalogue[locale];
}

/** Makes a locale's messages available (resolves at once here). */
export function loadMessages(locale: CatalogueLocale): Promise<Messages> {
  return Promise.resolve(catalogue[locale]);
}
