import { useCallback } from 'react';
import { useLocalName as useBilingualName } from '@platform/ui';

/** A person's name in the reader's language (`full_name` is the Bengali name, `full_name_en` the English one). */
export function useLocalName() {
  const name = useBilingualName();
  return useCallback(
    (person: { full_name?: unknown; full_name_en?: unknown } | null | undefined): string =>
      name(person?.full_name, person?.full_name_en),
    [name],
  );
}
