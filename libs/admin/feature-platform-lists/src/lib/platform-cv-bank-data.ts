import { useCallback } from 'react';
import { buildPath, type CvBankQuery, type CvLanguage, endpoints } from '@platform/contract';
import {
  defineListParams,
  type FetchedFile,
  type ListState,
  listParam,
  useEndpoint,
  useFileFetch,
} from '@platform/api-client';

/*
 * The CV bank for platform staff (ADR 0128): the recruiters' filters in the address (`/platform-cv-bank?skill_id=5`;
 * one skill, chosen in the skills lookup), one CV by the youth's public id and its PDF, over the staff calls
 * (`view_platform_cv_bank`).
 */

/** Minimum years of experience offered by the filter (the gateway takes any whole number up to 60). */
export const CV_BANK_EXPERIENCE = [1, 2, 3, 5, 10] as const;

export const PLATFORM_CV_BANK_LIST = defineListParams({
  params: {
    search: listParam.text(),
    skill_id: listParam.id(),
    education_level_id: listParam.id(),
    min_experience_years: listParam.oneOf(CV_BANK_EXPERIENCE),
    loc_division_id: listParam.id(),
    loc_district_id: listParam.id(),
  },
  pageSizes: [10, 25, 50],
});

/**
 * The gateway's query of the address (the page's `useAddressList` `toQuery`): the chosen skill as the search's list
 * of skills.
 */
export function platformCvBankQuery(state: ListState<typeof PLATFORM_CV_BANK_LIST.params>): CvBankQuery {
  const { skill_id, ...query } = state;
  return skill_id ? { ...query, skill_ids: String(skill_id) } : query;
}

/** One CV of the CV bank by the youth's public id (`undefined`: wait). */
export function usePlatformCvBankCv(publicId: string | undefined) {
  return useEndpoint(endpoints.platformCvBankCv, publicId ? { params: { id: publicId } } : null);
}

/** GET /private/cv-bank/{id}/platform/cv.pdf: the CV the gateway draws (ADR 0052) in `lang`. */
export function usePlatformCvBankPdf(): (publicId: string, lang: CvLanguage) => Promise<FetchedFile> {
  const fetchFile = useFileFetch();
  return useCallback(
    (publicId: string, lang: CvLanguage) =>
      fetchFile(buildPath(endpoints.platformCvBankCvPdf.path, { id: publicId }), {
        params: { lang },
        accept: 'application/pdf',
        fallbackName: 'CV.pdf',
      }),
    [fetchFile],
  );
}
