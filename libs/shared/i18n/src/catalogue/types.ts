/** One area of the label catalogue: the same message ids in English and Bengali (ICU message syntax). */
export interface CatalogueArea {
  en: Record<string, string>;
  bn: Record<string, string>;
}

export function defineArea<T extends Record<string, string>>(
  en: T,
  bn: { [K in keyof T]: string },
): CatalogueArea {
  return { en, bn };
}
