import { describe, expect, it } from 'vitest';
import { queryFromSearchParams, searchParamsFromQuery } from './notification-log-filters';

describe('notification log query in the address', () => {
  it('defaults to the first page of 10 with no filters', () => {
    expect(queryFromSearchParams(new URLSearchParams())).toEqual({ page: 1, page_size: 10 });
  });

  it('reads known filters and drops unknown values', () => {
    const query = queryFromSearchParams(
      new URLSearchParams('state=FAILED&event=contact_message&channel=fax&page=3&page_size=25'),
    );
    expect(query).toEqual({ page: 3, page_size: 25, state: 'FAILED', event: 'contact_message' });
    expect(queryFromSearchParams(new URLSearchParams('page=-2&page_size=1000'))).toEqual({
      page: 1,
      page_size: 10,
    });
  });

  it('round-trips, leaving defaults out of the address', () => {
    const params = searchParamsFromQuery({ page: 2, page_size: 10, channel: 'sms' });
    expect(params.toString()).toBe('channel=sms&page=2');
    expect(queryFromSearchParams(params)).toEqual({ page: 2, page_size: 10, channel: 'sms' });
  });
});
