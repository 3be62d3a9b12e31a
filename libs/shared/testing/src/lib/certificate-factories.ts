import type { Certificate, CertificateVerification } from '@platform/contract';

/** The certificate every test reads: Rahim Uddin's "Web design" of Dhaka Technical, valid, issued 2026-11-20. */
export const CERTIFICATE_ID = '3f0c2a8e-4b1d-4c55-9a7e-2d6f1b9c0e11';

/** What the public verification page shows of it (contract `CertificateVerification`). */
export function makeCertificateVerification(
  over: Partial<CertificateVerification> = {},
): CertificateVerification {
  return {
    id: CERTIFICATE_ID,
    holder_name: 'রহিম উদ্দিন',
    holder_name_en: 'Rahim Uddin',
    course_title: 'ওয়েব ডিজাইন',
    course_title_en: 'Web design',
    institute_title: 'ঢাকা কারিগরি',
    institute_title_en: 'Dhaka Technical',
    issued_on: '2026-11-20',
    validity: 'valid',
    revoked_on: null,
    rpl: null,
    ...over,
  };
}

/** It in the youth's list (contract `Certificate`): course 12's, not on the CV, unless told. */
export function makeCertificate(over: Partial<Certificate> = {}): Certificate {
  const id = over.id ?? CERTIFICATE_ID;
  return {
    ...makeCertificateVerification({ id }),
    course_id: 12,
    verification_url: `http://localhost:4200/certificates/${id}`,
    add_to_cv: false,
    ...over,
  };
}
