import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** A record named in both languages (lookups, the job's sector, occupation and skills). */
export interface Named {
  title?: unknown;
  title_en?: unknown;
}

/** Names a record in the reader's language: Bengali `title` first in Bengali, English `title_en` first otherwise. */
export function useLocalTitle() {
  const { locale } = useIntl();
  return useCallback(
    (record: Named | null | undefined): string => {
      const names = [record?.title, record?.title_en].filter(
        (n): n is string => typeof n === 'string' && n !== '',
      );
      return (locale.startsWith('bn') ? names[0] : names.at(-1)) ?? '';
    },
    [locale],
  );
}
