import { useCallback } from 'react';
import { useIntl } from 'react-intl';

function pick(bengali: boolean, native: unknown, english: unknown): string {
  const names = [native, english].filter((n): n is string => typeof n === 'string' && n !== '');
  return (bengali ? names[0] : names.at(-1)) ?? '';
}

/** Names a record in the reader's language: Bengali `title` first in Bengali, English `title_en` first otherwise. */
export function useLocalTitle() {
  const { locale } = useIntl();
  return useCallback(
    (record: { title?: unknown; title_en?: unknown } | null | undefined): string =>
      pick(locale.startsWith('bn'), record?.title, record?.title_en),
    [locale],
  );
}

/** A person's name in the reader's language (`full_name` is the Bengali name, `full_name_en` the English one). */
export function useLocalName() {
  const { locale } = useIntl();
  return useCallback(
    (record: { full_name?: unknown; full_name_en?: unknown } | null | undefined): string =>
      pick(locale.startsWith('bn'), record?.full_name, record?.full_name_en),
    [locale],
  );
}
