import { defineListParams, listParam, useEndpoint } from '@platform/api-client';
import {
  ASSESSMENT_AREA,
  endpoints,
  INTERVIEW_KIND,
  PLATFORM_RESULT_KIND,
  PLATFORM_RESULT_OUTCOME,
  type PlatformResultSource,
} from '@platform/contract';
import { ROW_STATUSES } from './platform-courses-data';

/*
 * Every tenant's question sets, every exam result and every interview invitation (ADR 0122): their filters in the
 * address (one page is `useAddressList(PLATFORM_QUESTION_SET_LIST, endpoints.platformQuestionSets)`, and so on) and
 * one record's page. A set's status is the domain's own call (questionSetStatus, manage_question_bank).
 */

export const SET_OWNERS = ['organization', 'institute', 'platform'] as const;
export const SET_CATEGORIES = Object.values(ASSESSMENT_AREA);
export const RESULT_KINDS = Object.values(PLATFORM_RESULT_KIND);
export const RESULT_OUTCOMES = Object.values(PLATFORM_RESULT_OUTCOME);
export const INTERVIEW_RESPONSES = ['pending', 'accepted', 'rescheduled', 'rejected'] as const;
export const INTERVIEW_KINDS = Object.values(INTERVIEW_KIND);

export const PLATFORM_QUESTION_SET_LIST = defineListParams({
  params: {
    search: listParam.text(),
    owner: listParam.oneOf(SET_OWNERS),
    category: listParam.oneOf(SET_CATEGORIES),
    row_status: listParam.oneOf(ROW_STATUSES),
  },
  pageSizes: [10, 25, 50],
});

export const PLATFORM_RESULT_LIST = defineListParams({
  params: {
    search: listParam.text(),
    kind: listParam.oneOf(RESULT_KINDS),
    outcome: listParam.oneOf(RESULT_OUTCOMES),
  },
  pageSizes: [10, 25, 50],
});

export const PLATFORM_INTERVIEW_LIST = defineListParams({
  params: {
    search: listParam.text(),
    response: listParam.oneOf(INTERVIEW_RESPONSES),
    kind: listParam.oneOf(INTERVIEW_KINDS),
  },
  pageSizes: [10, 25, 50],
});

/** A question set's page: its bank, owner and questions. */
export function usePlatformQuestionSet(id: number | null) {
  return useEndpoint(endpoints.platformQuestionSet, id === null ? null : { params: { id } });
}

/** A result's page; `source` says which table the id is of (`?source=lesson` for a course exam). */
export function usePlatformResult(id: number | null, source: PlatformResultSource) {
  return useEndpoint(endpoints.platformResult, id === null ? null : { params: { id }, query: { source } });
}

/** An interview invitation's page, by application id. */
export function usePlatformInterview(id: number | null) {
  return useEndpoint(endpoints.platformInterview, id === null ? null : { params: { id } });
}
