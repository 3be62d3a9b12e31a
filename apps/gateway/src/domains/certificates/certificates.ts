import {
  type CertificateElement,
  type CertificateTemplate,
  type CertificateValues,
  certificateLayout,
  DEFAULT_CERTIFICATE_ELEMENTS,
} from '@platform/contract';
import { translate } from '@platform/i18n/catalogue';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { certificateVerificationUrl } from '../../platform/portal-links';
import { findLiveFile } from '../files/repository';
import { type CertificateRecord, defaultTemplate, findTemplate, insertCertificateOnce } from './repository';
import { renderCertificatePdf } from './render-pdf';

/*
 * Issuing and drawing certificates (issue 16 item 5; ADR 0076).
 */

/**
 * Issues the certificate of a youth for a course, exactly once: a second call — also a concurrent one — answers the
 * certificate on record (`created: false`). The course's completion rule calls it inside its transaction. Null when
 * the youth (a user of the youth type) or the course does not exist.
 */
export async function issueCourseCertificate(
  tx: Db,
  input: { youthId: number; courseId: number },
): Promise<{ id: string; created: boolean } | null> {
  return insertCertificateOnce(tx, input.youthId, input.courseId);
}

/** The public verification page of a certificate, on the youth portal. */
export function verificationUrl(app: FastifyInstance, id: string): string {
  return certificateVerificationUrl(app.services.config, id);
}

const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Dhaka',
});

export function certificateValues(c: CertificateRecord): CertificateValues {
  return {
    youth_name: c.holder_name,
    youth_name_en: c.holder_name_en ?? '',
    course_title: c.course_title,
    course_title_en: c.course_title_en ?? '',
    institute: c.institute_title,
    institute_en: c.institute_title_en ?? '',
    issue_date: DATE.format(new Date(c.issued_at)),
    certificate_id: c.id,
  };
}

/** Sample values of the designer's PDF preview. */
export function sampleValues(template: Pick<CertificateTemplate, 'title' | 'title_en'>): CertificateValues {
  const t = (id: string) => translate('bn-BD', id);
  const en = (id: string) => translate('en-US', id);
  return {
    youth_name: t('certificates.sample.youth_name'),
    youth_name_en: en('certificates.sample.youth_name'),
    course_title: template.title,
    course_title_en: template.title_en ?? '',
    institute: t('certificates.sample.institute'),
    institute_en: en('certificates.sample.institute'),
    issue_date: DATE.format(new Date()),
    certificate_id: '00000000-0000-4000-8000-000000000000',
  };
}

/** The platform's default elements, their label texts in Bengali and English. */
export function defaultElements(): CertificateElement[] {
  return DEFAULT_CERTIFICATE_ELEMENTS.map((e) =>
    e.text.startsWith('certificates.')
      ? { ...e, text: `${translate('bn-BD', e.text)} · ${translate('en-US', e.text)}` }
      : e,
  );
}

/** The bytes of the template's image elements, by file id. */
async function imageBytes(
  app: FastifyInstance,
  elements: readonly CertificateElement[],
): Promise<Map<string, Buffer>> {
  const images = new Map<string, Buffer>();
  for (const e of elements) {
    if (e.kind !== 'image' || !e.file_id || images.has(e.file_id)) continue;
    const bytes = await backgroundBytes(app, e.file_id);
    if (bytes) images.set(e.file_id, bytes);
  }
  return images;
}

async function backgroundBytes(app: FastifyInstance, fileId: string | null): Promise<Buffer | null> {
  if (!fileId) return null;
  const file = await findLiveFile(app.services.db, fileId);
  if (!file || !['image/png', 'image/jpeg'].includes(file.mime_type)) return null;
  return app.services.storage.get(file.storage_key);
}

/** A template (or the default) drawn with these values as a PDF. */
export async function drawCertificate(
  app: FastifyInstance,
  template: Pick<CertificateTemplate, 'orientation' | 'elements' | 'background_file_id'> | null,
  values: CertificateValues,
  url: string,
  title: string,
  stamp?: string,
): Promise<Buffer> {
  const chosen = template ?? {
    orientation: 'landscape' as const,
    elements: defaultElements(),
    background_file_id: null,
  };
  return renderCertificatePdf(certificateLayout(chosen, values, url), {
    background: await backgroundBytes(app, chosen.background_file_id),
    images: await imageBytes(app, chosen.elements),
    title,
    author: values.institute,
    lang: 'bn-BD',
    stamp,
  });
}

/**
 * An issued certificate as a PDF: its template if still there, else its institute's default, else the platform's. A
 * revoked one (only staff reach its PDF: ADR 0105) carries a stamp across the page, in both languages with the day.
 */
export async function certificatePdf(app: FastifyInstance, c: CertificateRecord): Promise<Buffer> {
  const { db } = app.services;
  let template: CertificateTemplate | null = null;
  if (c.institute_id != null) {
    const scope = { kind: 'institute' as const, id: c.institute_id };
    template = c.template_id != null ? await findTemplate(db, c.template_id, scope) : null;
    template ??= await defaultTemplate(db, c.institute_id);
  }
  const stamp = c.revoked_on
    ? (['bn-BD', 'en-US'] as const)
        .map((locale) => translate(locale, 'certificates.stamp.revoked', { date: c.revoked_on ?? '' }))
        .join(' · ')
    : undefined;
  return drawCertificate(
    app,
    template,
    certificateValues(c),
    verificationUrl(app, c.id),
    c.course_title,
    stamp,
  );
}
