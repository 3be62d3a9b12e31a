import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** A record or a person named in both languages. */
export interface Named {
  title?: unknown;
  title_en?: unknown;
}

/** The name in the reader's language (Bengali first in bn-BD, English first otherwise), the other as a fallback. */
export function useLocalName() {
  const { locale } = useIntl();
  return useCallback(
    (bn: unknown, en: unknown): string => {
      const names = [bn, en].filter((n): n is string => typeof n === 'string' && n !== '');
      return (locale.startsWith('bn') ? names[0] : names.at(-1)) ?? '';
    },
    [locale],
  );
}

/** Names a lookup record in the reader's language. */
export function useLocalTitle() {
  const name = useLocalName();
  return useCallback(
    (record: (Named & { id?: number }) | null | undefined) => name(record?.title, record?.title_en),
    [name],
  );
}
