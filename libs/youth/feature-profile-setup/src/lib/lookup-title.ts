import { useIntl } from 'react-intl';

interface Titled {
  id: number;
  title?: unknown;
  title_en?: unknown;
}

/** A lookup record's name in the reader's language (Bengali `title`, English `title_en`; either as a fallback). */
export function useLookupTitle(): (record: Titled | null | undefined) => string {
  const bengali = useIntl().locale.startsWith('bn');
  return (record) => {
    if (!record) return '';
    const bn = typeof record.title === 'string' ? record.title : '';
    const en = typeof record.title_en === 'string' ? record.title_en : '';
    return (bengali ? bn || en : en || bn) || String(record.id);
  };
}
