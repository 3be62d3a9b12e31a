import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { DEFAULT_LOCALE, isLocale } from '@platform/i18n';
import type { ResourceDef, ResourceRecord } from '@platform/resources';
import { fieldLabelId } from './labels';
import { recordTitle } from './records';

/** The current catalogue locale (react-intl's locale narrowed to the platform's two). */
export function useCatalogueLocale() {
  const intl = useIntl();
  return isLocale(intl.locale) ? intl.locale : DEFAULT_LOCALE;
}

/** Label id of a field of `def` in the loaded catalogue (the resource's own label, else the shared one). */
export function useFieldLabelId(def: ResourceDef) {
  const { messages } = useIntl();
  return useCallback((field: string) => fieldLabelId(def, field, (id) => id in messages), [def, messages]);
}

/** Names records of `def` in the current language. */
export function useRecordTitle(def: ResourceDef) {
  const locale = useCatalogueLocale();
  return useCallback((record: Partial<ResourceRecord>) => recordTitle(def, record, locale), [def, locale]);
}
