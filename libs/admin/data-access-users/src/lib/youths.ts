import { useCallback } from 'react';
import {
  buildPath,
  type CvLanguage,
  endpoints,
  GENDER,
  ROW_STATUS,
  type YouthAdminListQuery,
} from '@platform/contract';
import {
  defineListParams,
  listParam,
  type FetchedFile,
  useEndpoint,
  useFileFetch,
} from '@platform/api-client';

export const YOUTH_PAGE_SIZES = [10, 25, 50, 100] as const;

/** Profile completion bands of the filter (`min-max`, inclusive), as the address holds them. */
export const YOUTH_COMPLETION_BANDS = ['0-24', '25-49', '50-79', '80-100'] as const;
export type YouthCompletionBand = (typeof YOUTH_COMPLETION_BANDS)[number];

/** The youth list's address (`/youths?gender=2&loc_district_id=47&page=2`): reloadable and shareable. */
export const YOUTH_LIST_PARAMS = defineListParams({
  params: {
    search: listParam.text(),
    gender: listParam.oneOf(Object.values(GENDER)),
    row_status: listParam.oneOf(Object.values(ROW_STATUS)),
    completion: listParam.oneOf(YOUTH_COMPLETION_BANDS),
    loc_division_id: listParam.id(),
    loc_district_id: listParam.id(),
  },
  pageSizes: YOUTH_PAGE_SIZES,
});

/**
 * The gateway's query of the list's address (`useAddressList(YOUTH_LIST_PARAMS, endpoints.youths, { toQuery })`):
 * a completion band becomes its bounds.
 */
export function youthListQuery(state: YouthAdminListQuery & { completion?: YouthCompletionBand }) {
  const { completion, ...query } = state;
  if (!completion) return query;
  const [min, max] = completion.split('-').map(Number);
  return { ...query, min_completion: min, max_completion: max } satisfies YouthAdminListQuery;
}

/** One youth's profile as the public CV shows it (`null`: wait). */
export function useYouthCv(id: number | null) {
  return useEndpoint(endpoints.youth, id === null ? null : { params: { id } });
}

export type YouthCvPdf = FetchedFile;

/** GET /private/youths/{id}/cv.pdf: the CV the gateway draws (ADR 0052) in the youth's template and `lang`. */
export function useYouthCvPdf(): (id: number, lang: CvLanguage) => Promise<YouthCvPdf> {
  const fetchFile = useFileFetch();
  return useCallback(
    (id: number, lang: CvLanguage) =>
      fetchFile(buildPath(endpoints.youthCvPdf.path, { id }), {
        params: { lang },
        accept: 'application/pdf',
        fallbackName: 'CV.pdf',
      }),
    [fetchFile],
  );
}
