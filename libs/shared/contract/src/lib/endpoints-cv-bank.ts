import type { CvPdfQuery, PdfBytes } from './endpoints-cv';
import type { TitlePair, YouthPublicProfile } from './endpoints-youth-profile';
import { defineEndpoint } from './endpoint';
import type { ListQuery } from './envelope';
import { CV_BANK_PERMISSIONS } from './cv-bank-permissions';

/*
 * The recruiter's CV bank (spec §2 recruiter /cv-bank; issue 4 part 5, issue 5 part 6). Recruiters search the CVs
 * of active, verified youths by skills, education level, years of experience, location and name or position. A
 * section the youth hides neither matches nor shows, and only items the youth added to the CV count: the search
 * reads what the CV shows. The CV is the public CV's document (hidden parts absent), its PDF the same drawing.
 * Platform staff read the same bank through calls of their own (`/private/cv-bank/platform`, view_platform_cv_bank;
 * ADR 0128): the same youths and filters, each entry with the account's id.
 */

export { CV_BANK_PERMISSIONS } from './cv-bank-permissions';

/** Query of a CV bank search; every filter is optional and they combine with "and". */
export interface CvBankQuery extends ListQuery {
  /** Comma-separated skill ids: the CV shows every one of them. */
  skill_ids?: string;
  /** An education level id: the CV shows an education of that level. */
  education_level_id?: number;
  /** Whole years: the experiences on the CV add up to at least this. */
  min_experience_years?: number;
  /** The CV shows an address in this division (addresses are hidden by default). */
  loc_division_id?: number;
  loc_district_id?: number;
  /** Part of the youth's name (Bengali or English) or of a position on the CV. */
  search?: string;
}

/** One youth found in the CV bank: only parts of shown sections (null or empty when hidden or missing). */
export interface CvBankEntry {
  public_id: string;
  full_name: string;
  full_name_en: string | null;
  /** The latest position on the CV (the current job first). */
  headline: string | null;
  skills: (TitlePair & { id: number })[];
  /** The first address on the CV; null when addresses are hidden. */
  location: { division: TitlePair; district: TitlePair } | null;
  /** Whole years of experience on the CV. */
  experience_years: number;
  /** Profile completion, 0–100. */
  profile_completion: number;
}

/**
 * One youth of the CV bank as platform staff see it (ADR 0128): the recruiter's entry and the account's id, which the
 * admin's youth record (`/youths/{id}`, view_any_youth) is addressed by.
 */
export interface PlatformCvBankEntry extends CvBankEntry {
  youth_id: number;
}

/** Refusals of the CV bank (catalogue area cv_bank.ts). */
export const CV_BANK_ERRORS = {
  badSkillIds: 'cv_bank.errors.bad_skill_ids',
} as const;

const P = CV_BANK_PERMISSIONS;

/** CV bank endpoints; spread into the endpoints. */
export const cvBankEndpoints = {
  cvBank: defineEndpoint<CvBankEntry[], undefined, CvBankQuery>({
    method: 'GET',
    path: '/private/cv-bank',
    area: 'private',
    permission: P.viewCvBank,
    list: true,
    summary:
      'Search the CVs of active, verified youths by skills, education, experience, location and text (hidden parts never match)',
  }),
  cvBankCv: defineEndpoint<YouthPublicProfile, undefined, undefined, { id: string }>({
    method: 'GET',
    path: '/private/cv-bank/:id',
    area: 'private',
    permission: P.viewCvBank,
    summary: 'One CV of the CV bank by the youth’s public id: shown sections, items added to the CV',
  }),
  cvBankCvPdf: defineEndpoint<PdfBytes, undefined, CvPdfQuery, { id: string }>({
    method: 'GET',
    path: '/private/cv-bank/:id/cv.pdf',
    area: 'private',
    permission: P.viewCvBank,
    summary: 'One CV of the CV bank as a PDF (template classic, modern or colorful; lang en-US or bn-BD)',
  }),
  platformCvBank: defineEndpoint<PlatformCvBankEntry[], undefined, CvBankQuery>({
    method: 'GET',
    path: '/private/cv-bank/platform',
    area: 'private',
    permission: P.viewPlatformCvBank,
    list: true,
    summary:
      'The CV bank for platform staff: the recruiters’ search with its filters, each youth’s account id (ADR 0128)',
  }),
  platformCvBankCv: defineEndpoint<YouthPublicProfile, undefined, undefined, { id: string }>({
    method: 'GET',
    path: '/private/cv-bank/:id/platform',
    area: 'private',
    permission: P.viewPlatformCvBank,
    summary: 'One CV of the CV bank for platform staff, by the youth’s public id: what recruiters see',
  }),
  platformCvBankCvPdf: defineEndpoint<PdfBytes, undefined, CvPdfQuery, { id: string }>({
    method: 'GET',
    path: '/private/cv-bank/:id/platform/cv.pdf',
    area: 'private',
    permission: P.viewPlatformCvBank,
    summary: 'One CV of the CV bank as a PDF for platform staff (template classic, modern or colorful; lang)',
  }),
} as const;
