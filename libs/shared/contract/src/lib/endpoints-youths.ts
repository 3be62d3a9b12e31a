import type { CvPdfQuery, PdfBytes } from './endpoints-cv';
import type { TitlePair, YouthPublicProfile } from './endpoints-youth-profile';
import { defineEndpoint } from './endpoint';
import type { ListQuery } from './envelope';
import { YOUTH_ADMIN_PERMISSIONS } from './youths-permissions';

/*
 * The platform's youth for its administrators (spec §2 admin /youths; issue 17 item 4; ADR 0082). A paged list of
 * every youth account with search and filters, and one youth's profile as the public CV shows it (hidden sections
 * absent, items added to the CV only) with the same PDF the recruiters' CV bank draws. Platform-wide: the key is a
 * platform administrator's, not a tenant's.
 */

export { YOUTH_ADMIN_PERMISSIONS } from './youths-permissions';

/** Query of the youth list; every filter is optional and they combine with "and". */
export interface YouthAdminListQuery extends ListQuery {
  /** Part of the name (Bengali or English), the username or the mobile number. */
  search?: string;
  /** GENDER (1 male, 2 female, 3 other). */
  gender?: number;
  /** An address of the youth lies in this division / district. */
  loc_division_id?: number;
  loc_district_id?: number;
  /** Profile completion, 0–100, inclusive bounds. */
  min_completion?: number;
  max_completion?: number;
  /** 1 active, 0 deactivated. */
  row_status?: number;
}

/** One youth of the list. */
export interface YouthAdminEntry {
  id: number;
  username: string;
  full_name: string;
  full_name_en: string | null;
  mobile: string | null;
  email: string | null;
  gender: number | null;
  /** The district of the youth's first address (present, then permanent); null without an address. */
  district: TitlePair | null;
  /** Profile completion, 0–100. */
  profile_completion: number;
  /** When the account was registered (ISO 8601). */
  created_at: string;
  /** 1 active, 0 deactivated. */
  row_status: number;
}

/** Refusals of the youth list (catalogue area admin-youths.ts). */
export const YOUTH_ADMIN_ERRORS = {
  completionRange: 'admin_youths.errors.completion_range',
} as const;

const P = YOUTH_ADMIN_PERMISSIONS;

/** Youth administration endpoints; spread into the endpoints. */
export const youthAdminEndpoints = {
  youths: defineEndpoint<YouthAdminEntry[], undefined, YouthAdminListQuery>({
    method: 'GET',
    path: '/private/youths',
    area: 'private',
    permission: P.viewAnyYouth,
    list: true,
    summary:
      'Every youth of the platform, newest first: search by name, username or mobile; gender, place, completion and status',
  }),
  youth: defineEndpoint<YouthPublicProfile, undefined, undefined, { id: number }>({
    method: 'GET',
    path: '/private/youths/:id',
    area: 'private',
    permission: P.viewAnyYouth,
    summary: 'One youth’s profile as the public CV shows it (hidden sections absent, items added to the CV)',
  }),
  youthCvPdf: defineEndpoint<PdfBytes, undefined, CvPdfQuery, { id: number }>({
    method: 'GET',
    path: '/private/youths/:id/cv.pdf',
    area: 'private',
    permission: P.viewAnyYouth,
    summary:
      'One youth’s CV as a PDF, the drawing of the CV bank (template classic, modern or colorful; lang)',
  }),
} as const;
