import {
  CV_BANK_ERRORS,
  type CvBankQuery,
  type CvPdfQuery,
  endpoints,
  type FieldErrors,
} from '@platform/contract';
import { VALIDATION_MESSAGES as V } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { CV_PDF_RATE_LIMIT, sendCvPdf } from '../../../cv/send-cv-pdf';
import { type CvBankFilters, cvBankYouth, searchCvBank } from '../../../db/repositories/cv-bank';
import { createFileStorage } from '../../../platform/storage/storage';
import { authorise, registerEndpoint, registerListEndpoint } from '../../../platform/endpoint';
import { notFound, validationFailed } from '../../../platform/errors';
import { loadProfile, publicView } from '../../protected/youth-profile/profile';

const MAX_SKILLS = 20;
const MAX_YEARS = 60;

/** A positive id from the query, null when absent or blank; the field's error otherwise. */
function optionalId(query: Record<string, unknown>, field: string, errors: FieldErrors): number | null {
  const raw = query[field];
  if (raw === undefined || raw === '') return null;
  const id = Number(raw);
  if (Number.isSafeInteger(id) && id > 0) return id;
  errors[field] = [V.oneOf];
  return null;
}

/** The filters of a CV bank query, or 422 with the field errors. */
export function cvBankFilters(query: CvBankQuery | undefined): CvBankFilters {
  const q = (query ?? {}) as Record<string, unknown>;
  const errors: FieldErrors = {};
  let skillIds: number[] = [];
  if (q.skill_ids !== undefined && q.skill_ids !== '') {
    const parts = String(q.skill_ids)
      .split(',')
      .map((s) => Number(s.trim()));
    if (parts.length > MAX_SKILLS || parts.some((n) => !Number.isSafeInteger(n) || n <= 0))
      errors.skill_ids = [CV_BANK_ERRORS.badSkillIds];
    else skillIds = [...new Set(parts)];
  }
  let minExperienceYears = 0;
  if (q.min_experience_years !== undefined && q.min_experience_years !== '') {
    const years = Number(q.min_experience_years);
    if (Number.isInteger(years) && years >= 0 && years <= MAX_YEARS) minExperienceYears = years;
    else errors.min_experience_years = [V.oneOf];
  }
  const search = typeof q.search === 'string' ? q.search.trim() : '';
  if (search.length > 200) errors.search = [V.maxLength];
  const filters: CvBankFilters = {
    skillIds,
    educationLevelId: optionalId(q, 'education_level_id', errors),
    minExperienceYears,
    divisionId: optionalId(q, 'loc_division_id', errors),
    districtId: optionalId(q, 'loc_district_id', errors),
    search: search || null,
  };
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return filters;
}

/**
 * The recruiter's CV bank (spec §2 /cv-bank; contract endpoints-cv-bank.ts): the search, one CV (the public CV's
 * view: hidden sections absent, CV items only) and its PDF (the same drawing as /my-cv and the public CV).
 */
export function registerCvBankRoutes(app: FastifyInstance): void {
  const { db, config } = app.services;
  const storage = createFileStorage(config);
  const cvOf = async (publicId: string) => {
    const userId = await cvBankYouth(db, publicId);
    if (userId === null) throw notFound();
    return publicView(await loadProfile(db, userId), { cv: true });
  };

  registerListEndpoint(app, endpoints.cvBank, async (ctx) =>
    searchCvBank(db, cvBankFilters(ctx.query), ctx.page),
  );

  registerEndpoint(app, endpoints.cvBankCv, async (ctx) => cvOf(String(ctx.params.id ?? '')));

  app.get(
    endpoints.cvBankCvPdf.path,
    { config: { rateLimit: CV_PDF_RATE_LIMIT } },
    async (request, reply) => {
      await authorise(app, endpoints.cvBankCvPdf, request);
      const view = await cvOf(String((request.params as { id?: unknown }).id ?? ''));
      return sendCvPdf(app, storage, reply, view, request.query as CvPdfQuery);
    },
  );
}
