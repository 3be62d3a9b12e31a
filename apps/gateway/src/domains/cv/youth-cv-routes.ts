import {
  CV_TEMPLATE,
  endpoints,
  type CvPdfQuery,
  type CvTemplate,
  type YouthCvTemplateBody,
  type YouthPhotoBody,
} from '@platform/contract';
import { VALIDATION_MESSAGES as V } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { CV_PDF_RATE_LIMIT, sendCvPdf } from './send-cv-pdf';
import { photoProblem } from '../files/repository';
import { setCvTemplate, setPhotoFile, youthByPublicId } from '../youth-profile/repository';
import { youthIdOf } from '../../platform/callers';
import { authorise, registerEndpoint } from '../../platform/endpoint';
import { notFound, unauthorized, validationFailed } from '../../platform/errors';
import { loadCvView } from '../youth-profile/cv-certificates';
import { ensureYouthProfile, refreshCompletion } from '../youth-profile/profile';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The CV as a PDF (docs/decisions/0052-cv-pdf.md) — the signed-in youth's own, and anyone's by the public id of
 * /youth-profile/{id} — the template the public one uses by default, and the profile photo. Both PDFs draw the CV view (loadCvView): hidden
 * sections are absent and only items added to the CV appear. The PDF answers are bytes, not an envelope; their
 * errors (401, 403, 404, 422) are the usual envelope.
 */
export function registerYouthCvRoutes(app: FastifyInstance): void {
  const { db, storage } = app.services;
  const limited = { config: { rateLimit: CV_PDF_RATE_LIMIT } };

  app.get(endpoints.youthOwnCvPdf.path, limited, async (request, reply) => {
    const user = await authorise(app, endpoints.youthOwnCvPdf, request);
    if (!user) throw unauthorized();
    const youth = youthIdOf(user);
    const view = await loadCvView(app, youth);
    return sendCvPdf(app, storage, reply, view, request.query as CvPdfQuery);
  });

  app.get(endpoints.publicYouthCvPdf.path, limited, async (request, reply) => {
    const userId = await youthByPublicId(db, String((request.params as { id?: unknown }).id ?? ''));
    if (userId === null) throw notFound();
    const view = await loadCvView(app, userId);
    return sendCvPdf(app, storage, reply, view, request.query as CvPdfQuery);
  });

  registerEndpoint(app, endpoints.updateYouthCvTemplate, async (ctx) => {
    const youth = ctx.youthId();
    const chosen = (ctx.body ?? {}) as Partial<YouthCvTemplateBody>;
    const templates: readonly string[] = Object.values(CV_TEMPLATE);
    if (typeof chosen.cv_template !== 'string' || !templates.includes(chosen.cv_template)) {
      throw validationFailed({ cv_template: [chosen.cv_template === undefined ? V.required : V.oneOf] });
    }
    const cv_template = chosen.cv_template as CvTemplate;
    await ensureYouthProfile(db, youth);
    await setCvTemplate(db, youth, cv_template);
    return { cv_template };
  });

  registerEndpoint(app, endpoints.updateYouthPhoto, async (ctx) => {
    const youth = ctx.youthId();
    const body = (ctx.body ?? {}) as Partial<YouthPhotoBody>;
    // the key is required: a body without it must not remove the photo by accident; null removes it on purpose
    if (body.file_id === undefined) throw validationFailed({ file_id: [V.required] });
    const fileId = body.file_id;
    if (fileId !== null) {
      if (typeof fileId !== 'string' || !UUID.test(fileId)) throw validationFailed({ file_id: [V.required] });
      const problem = await photoProblem(db, youth, fileId);
      if (problem) throw validationFailed({ file_id: [problem] });
    }
    await db.transaction(async (tx) => {
      await ensureYouthProfile(tx, youth);
      await setPhotoFile(tx, youth, fileId);
      await refreshCompletion(tx, youth);
    });
    return { photo_file_id: fileId };
  });
}
