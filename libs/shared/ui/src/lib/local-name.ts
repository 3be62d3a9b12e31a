import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** A record named in both languages: Bengali `title`, English `title_en` (lookups, sectors, skills, jobs). */
export interface Named {
  title?: unknown;
  title_en?: unknown;
  /** Lets a lookup record (whose names hide behind an index signature) pass as named. */
  id?: unknown;
}

/** The Bengali name first when `bengali`, the English one first otherwise, each falling back to the other. */
export function pickName(bengali: boolean, bn: unknown, en: unknown): string {
  const names = [bn, en].filter((n): n is string => typeof n === 'string' && n !== '');
  return (bengali ? names[0] : names.at(-1)) ?? '';
}

/**
 * A bilingual name in the reader's language: the Bengali one first in Bengali, the English one first otherwise,
 * each falling back to the other; empty when both are.
 */
export function useLocalName() {
  const bengali = useIntl().locale.startsWith('bn');
  return useCallback((bn: unknown, en: unknown): string => pickName(bengali, bn, en), [bengali]);
}

/** Names a record (`title` / `title_en`) in the reader's language. */
export function useLocalTitle() {
  const name = useLocalName();
  return useCallback(
    (record: Named | null | undefined): string => name(record?.title, record?.title_en),
    [name],
  );
}
