import { useCallback } from 'react';
import type { FieldDef, ResourceRecord } from '@platform/resources';
import { useTranslate, useFormatters } from '@platform/ui';
import { referencedDef } from './endpoints';
import type { ReferenceLookup } from './hooks';
import { recordTitle, referenceIds } from './records';

/**
 * How a field's value reads on screen: enum options and booleans by their catalogue labels, references by the
 * referenced record's title in the current language (its id when it cannot be read), numbers and dates in the locale (Bengali digits in bn-BD).
 */
export function useDisplayValue(lookup: ReferenceLookup, referencesPending = false) {
  const t = useTranslate();
  const { locale, formatDate, formatNumber } = useFormatters();
  return useCallback(
    (field: FieldDef, record: Partial<ResourceRecord>): string => {
      const value = record[field.name];
      if (value === null || value === undefined || value === '') return '';
      switch (field.kind) {
        case 'enum': {
          const option = field.options.find((o) => String(o.value) === String(value));
          return option ? t(option.labelId) : String(value);
        }
        case 'boolean':
          return t(value ? 'common.yes' : 'common.no');
        case 'number':
          return typeof value === 'number' ? formatNumber(value) : String(value);
        case 'date':
          return typeof value === 'string' || typeof value === 'number' ? formatDate(value) : '';
        case 'reference':
        case 'multiReference': {
          const def = referencedDef(field.resource);
          return referenceIds(value)
            .map((id) => {
              const referenced = lookup(field.resource, id);
              if (referenced) return recordTitle(def, referenced, locale);
              // still loading: nothing yet; not readable (deleted, forbidden): its id
              return referencesPending ? '' : `#${id}`;
            })
            .join(', ');
        }
        default:
          return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
      }
    },
    [t, locale, formatDate, formatNumber, lookup, referencesPending],
  );
}
