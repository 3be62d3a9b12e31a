import {
  CV_LANGUAGES,
  type CvLanguage,
  type CvPdfQuery,
  type CvTemplate,
  type YouthPublicProfile,
} from '@platform/contract';
import { translate } from '@platform/i18n/catalogue';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { findLiveFile } from '../files/repository';
import { sendPdf } from '../files/serve';
import type { FileStorage } from '../../platform/storage/storage';
import { validationFailed } from '../../platform/errors';
import { buildCvDocument, CV_TEMPLATES, CV_THEMES } from '@platform/cv';
import { cvFileName } from './file-name';
import { renderCvPdf } from './render-pdf';

/** Drawing a CV costs ~50–200 ms of CPU: a tighter per-address limit than the global one (quality anchors S15). */
export const CV_PDF_RATE_LIMIT = { max: 20, timeWindow: 60_000 };

const EMBEDDABLE = new Set(['image/png', 'image/jpeg']);

function choice<T extends string>(field: string, value: unknown, allowed: readonly T[], fallback: T): T {
  if (value === undefined || value === '') return fallback;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw validationFailed({ [field]: ['validation.one_of'] });
}

/** Reads `template` (default: the youth's chosen one) and `lang` (default en-US); 422 for anything else. */
export function cvPdfOptions(
  query: CvPdfQuery,
  chosen: CvTemplate,
): { template: CvTemplate; lang: CvLanguage } {
  return {
    template: choice(
      'template',
      query.template,
      CV_TEMPLATES,
      CV_TEMPLATES.includes(chosen) ? chosen : (CV_TEMPLATES[0] as CvTemplate),
    ),
    lang: choice('lang', query.lang, CV_LANGUAGES, 'en-US'),
  };
}

/** The photo's bytes when it is a live PNG or JPEG (the only images a PDF embeds without conversion). */
async function photoBytes(
  app: FastifyInstance,
  storage: FileStorage,
  fileId: string | null,
): Promise<Buffer | null> {
  if (!fileId) return null;
  const file = await findLiveFile(app.services.db, fileId);
  if (!file || !EMBEDDABLE.has(file.mime_type)) return null;
  return storage.get(file.storage_key);
}

/**
 * Draws the CV view of a profile as a PDF and sends it as a download: `application/pdf`, `attachment` with an
 * ASCII file name from the youth's name, nosniff and the sandboxing CSP of served files, never cached.
 */
export async function sendCvPdf(
  app: FastifyInstance,
  storage: FileStorage,
  reply: FastifyReply,
  view: YouthPublicProfile,
  query: CvPdfQuery,
): Promise<FastifyReply> {
  const { template, lang } = cvPdfOptions(query ?? {}, view.cv_template);
  const youthOrigin = app.services.config.portalOrigins[0];
  const t = (id: string, values?: Record<string, string | number>) => translate(lang, id, values);
  const bytes = await renderCvPdf(buildCvDocument(view, lang, t), {
    theme: CV_THEMES[template],
    photo: await photoBytes(app, storage, view.photo_file_id),
    footer: youthOrigin ? `${youthOrigin}/youth-profile/${view.public_id}` : undefined,
    pageLabel: (page, pages) => translate(lang, 'cv.pdf.page', { page: String(page), pages: String(pages) }),
  });
  return sendPdf(reply, bytes, cvFileName(view.full_name, view.full_name_en));
}
