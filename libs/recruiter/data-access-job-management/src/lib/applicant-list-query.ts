import { defineListParams, listParam } from '@platform/api-client';
import {
  APPLICANT_TAB,
  APPLICANT_TAB_STAGES,
  APPLICATION_STATUS,
  type ApplicationStatus,
  PIPELINE_STAGE,
  type PipelineStage,
} from '@platform/contract';

/** Spec §3 applicant tabs: 1 applications, 2 assessments, 3 interviews, 4 offers, 5 saved. */
export type ApplicantTab = 1 | 2 | 3 | 4 | 5;
export const APPLICANT_TABS: readonly ApplicantTab[] = Object.values(APPLICANT_TAB) as ApplicantTab[];

/** Page sizes of the applicant list: never more than 50 rows in the page (10,000 applicants page on the server). */
export const APPLICANT_PAGE_SIZES = [10, 25, 50] as const;

const ALL_STAGES = Object.values(PIPELINE_STAGE) as PipelineStage[];

/** The stages the stage filter offers on a tab (the saved tab holds bookmarks of any stage). */
export function stagesOfTab(tab: ApplicantTab): readonly PipelineStage[] {
  return tab === 5 ? ALL_STAGES : APPLICANT_TAB_STAGES[tab];
}

/**
 * The applicant list's address (`/jobs/7/management?tab=1&stage=9&page=3`): a reload, a link or the back button show
 * the same page. A stage outside the tab is dropped (it would list nobody); `removed=1` lists the removed candidates.
 */
export const APPLICANT_LIST_PARAMS = defineListParams({
  params: {
    tab: listParam.withDefault(listParam.oneOf(APPLICANT_TABS), 1),
    stage: listParam.oneOf(ALL_STAGES),
    removed: listParam.flag(),
  },
  pageSizes: APPLICANT_PAGE_SIZES,
  refine: (state) =>
    state.stage !== undefined && !stagesOfTab(state.tab).includes(state.stage)
      ? { ...state, stage: undefined }
      : state,
});

/** The offer states of the offers list's filter (spec §4 codes 41–44, 51). */
export const OFFER_STATES: readonly ApplicationStatus[] = [
  APPLICATION_STATUS.OFFER_LETTER_SENT,
  APPLICATION_STATUS.OFFER_ACCEPTED,
  APPLICATION_STATUS.OFFER_REJECTED,
  APPLICATION_STATUS.OFFER_CANCELLED,
  APPLICATION_STATUS.HIRED,
];

/** The offers list's address (`/job-offers?status=42&page=2`). */
export const OFFER_LIST_PARAMS = defineListParams({
  params: { status: listParam.oneOf(OFFER_STATES) },
  pageSizes: APPLICANT_PAGE_SIZES,
});
