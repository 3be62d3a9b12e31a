import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * Picks the name of a bilingual record for the current language: Bengali (`title`, `full_name`) in bn-BD, English
 * (`title_en`, `full_name_en`) otherwise, each falling back to the other; null when both are empty.
 */
export function useLocalName() {
  const intl = useIntl();
  const bengali = intl.locale.startsWith('bn');
  return useCallback(
    (bn: string | null | undefined, en: string | null | undefined): string | null => {
      const first = bengali ? bn : en;
      const second = bengali ? en : bn;
      return first || second || null;
    },
    [bengali],
  );
}
