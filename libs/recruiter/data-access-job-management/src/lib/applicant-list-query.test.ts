import { describe, expect, it } from 'vitest';
import {
  applicantQueryFromParams,
  applicantRequestQuery,
  paramsFromApplicantQuery,
} from './applicant-list-query';

describe('the applicant list query in the address', () => {
  it('reads tab, stage, removed and paging, dropping what does not fit', () => {
    expect(
      applicantQueryFromParams(new URLSearchParams('tab=3&stage=3&page=4&page_size=50&removed=1')),
    ).toEqual({
      tab: 3,
      stage: 3,
      removed: true,
      page: 4,
      page_size: 50,
    });
    // a stage outside the tab, an unknown tab, a page size the list does not offer
    expect(applicantQueryFromParams(new URLSearchParams('tab=2&stage=9&page_size=10000'))).toEqual({
      tab: 2,
      page: 1,
      page_size: 10,
    });
    expect(applicantQueryFromParams(new URLSearchParams('tab=8&page=-2'))).toEqual({
      tab: 1,
      page: 1,
      page_size: 10,
    });
    expect(applicantQueryFromParams(new URLSearchParams('tab=5&stage=4'))).toMatchObject({
      tab: 5,
      stage: 4,
    });
  });

  it('writes only what differs from the defaults and asks the gateway for one page', () => {
    expect(paramsFromApplicantQuery({ tab: 1, page: 1, page_size: 10 }).toString()).toBe('');
    expect(paramsFromApplicantQuery({ tab: 4, stage: 5, page: 2, page_size: 25 }).toString()).toBe(
      'tab=4&stage=5&page=2&page_size=25',
    );
    expect(applicantRequestQuery({ tab: 1, stage: 9, page: 3, page_size: 50 })).toEqual({
      tab: 1,
      stage: 9,
      page: 3,
      page_size: 50,
    });
  });
});
