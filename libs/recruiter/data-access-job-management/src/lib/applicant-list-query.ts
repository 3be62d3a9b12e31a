import {
  APPLICANT_TAB,
  APPLICANT_TAB_STAGES,
  type ApplicantListQuery,
  PAGE_SIZE_DEFAULT,
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

export type ApplicantListState = ApplicantListQuery & { tab: ApplicantTab; page: number; page_size: number };

function positive(raw: string | null): number | undefined {
  return raw !== null && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
}

/**
 * The applicant list's query lives in the address (`/jobs/7/management?tab=1&stage=9&page=3`), so a reload, a link
 * or the back button shows the same page. A stage outside the tab is dropped (it would list nobody); `removed=1` lists
 * the removed candidates.
 */
export function applicantQueryFromParams(params: URLSearchParams): ApplicantListState {
  const rawTab = positive(params.get('tab'));
  const tab: ApplicantTab =
    rawTab !== undefined && (APPLICANT_TABS as number[]).includes(rawTab) ? (rawTab as ApplicantTab) : 1;
  const rawStage = params.get('stage');
  const stage = rawStage !== null && /^\d$/.test(rawStage) ? (Number(rawStage) as PipelineStage) : undefined;
  const size = positive(params.get('page_size'));
  return {
    tab,
    ...(stage !== undefined && stagesOfTab(tab).includes(stage) ? { stage } : {}),
    ...(params.get('removed') === '1' ? { removed: true } : {}),
    page: positive(params.get('page')) ?? 1,
    page_size:
      size !== undefined && (APPLICANT_PAGE_SIZES as readonly number[]).includes(size)
        ? size
        : PAGE_SIZE_DEFAULT,
  };
}

export function paramsFromApplicantQuery(query: ApplicantListState): URLSearchParams {
  const out = new URLSearchParams();
  if (query.tab !== 1) out.set('tab', String(query.tab));
  if (query.stage !== undefined) out.set('stage', String(query.stage));
  if (query.removed) out.set('removed', '1');
  if (query.page > 1) out.set('page', String(query.page));
  if (query.page_size !== PAGE_SIZE_DEFAULT) out.set('page_size', String(query.page_size));
  return out;
}

/** What the gateway is asked: the tab narrowed by the stage (the gateway combines them), the removed flag, one page. */
export function applicantRequestQuery(query: ApplicantListState): ApplicantListQuery {
  return {
    tab: query.tab,
    ...(query.stage !== undefined ? { stage: query.stage } : {}),
    ...(query.removed ? { removed: true } : {}),
    page: query.page,
    page_size: query.page_size,
  };
}
