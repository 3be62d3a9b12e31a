import { useCallback } from 'react';
import { useFormatters, useLocalName, useTranslate, WHOLE_TAKA } from '@platform/ui';

/** The words a course card and page share: title and institute in the reader's language, the fee, type, level. */
export function useCourseText() {
  const t = useTranslate();
  const local = useLocalName();
  const { formatBDT } = useFormatters();
  const fee = useCallback(
    (amount: number) => (amount > 0 ? formatBDT(amount, WHOLE_TAKA) : t('learning.fee.free')),
    [formatBDT, t],
  );
  return {
    t,
    local,
    fee,
    type: (type: number) => t(`courses.type.${type}`),
    level: (level: number) => t(`courses.level.${level}`),
    language: (medium: number) => t(`learning.language.${medium}`),
  };
}
