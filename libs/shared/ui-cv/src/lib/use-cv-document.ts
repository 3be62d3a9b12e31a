import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { CV_LANGUAGES, type CvLanguage, type YouthPublicProfile } from '@platform/contract';
import { buildCvDocument, type CvDocument } from '@platform/cv';
import { useTranslate } from '@platform/ui';

/** The UI's language as a CV language (the PDF is written in the language the youth reads the page in). */
export function useCvLanguage(): CvLanguage {
  const { locale } = useIntl();
  return (CV_LANGUAGES as readonly string[]).includes(locale) ? (locale as CvLanguage) : 'en-US';
}

/** The same CV model the gateway draws into the PDF (@platform/cv), in the UI's language. */
export function useCvDocument(profile: YouthPublicProfile): CvDocument {
  const t = useTranslate();
  const lang = useCvLanguage();
  return useMemo(() => buildCvDocument(profile, lang, t), [profile, lang, t]);
}
