import {
  type CertificateElement,
  type CertificateField,
  type CertificateValues,
  CERTIFICATE_FIELDS,
  DEFAULT_CERTIFICATE_ELEMENTS,
} from '@platform/contract';

/** A new template's elements: the platform's default layout, its label texts in the reader's language. */
export function starterElements(t: (id: string) => string): CertificateElement[] {
  return DEFAULT_CERTIFICATE_ELEMENTS.map((e) =>
    e.text.startsWith('certificates.') ? { ...e, text: t(e.text) } : e,
  );
}

/** The preview's sample values (the PDF preview uses the gateway's own). */
export function sampleValues(
  t: (id: string) => string,
  title: string,
  titleEn: string | null | undefined,
): CertificateValues {
  return {
    youth_name: t('certificates.sample.youth_name'),
    youth_name_en: 'Sample Learner',
    course_title: title,
    course_title_en: titleEn ?? '',
    institute: t('certificates.sample.institute'),
    institute_en: 'Sample Training Institute',
    issue_date: new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }),
    certificate_id: '00000000-0000-4000-8000-000000000000',
  };
}

export const FIELDS: readonly CertificateField[] = CERTIFICATE_FIELDS;
