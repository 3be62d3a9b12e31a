import { describe, expect, it } from 'vitest';
import { PAGE_SIZE_DEFAULT } from '@platform/contract';
import { jobQueryFromParams, paramsFromJobQuery } from './job-list-query';

describe('job list query in the address', () => {
  it('reads status, search and paging, dropping unknown values', () => {
    expect(
      jobQueryFromParams(new URLSearchParams('status=draft&search=%20web%20&page=3&page_size=25')),
    ).toEqual({
      status: 'draft',
      search: 'web',
      page: 3,
      page_size: 25,
    });
    expect(jobQueryFromParams(new URLSearchParams('status=unknown&page=-1&page_size=7'))).toEqual({
      page: 1,
      page_size: PAGE_SIZE_DEFAULT,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(paramsFromJobQuery({ page: 1, page_size: PAGE_SIZE_DEFAULT }).toString()).toBe('');
    expect(paramsFromJobQuery({ status: 'pending_approval', search: 'a', page: 2 }).toString()).toBe(
      'search=a&status=pending_approval&page=2',
    );
  });
});
