import { describe, expect, it } from 'vitest';
import { paramsFromUserQuery, userQueryFromParams } from './user-list-query';

describe('user list query in the address', () => {
  it('reads known filters and defaults the paging', () => {
    expect(
      userQueryFromParams(
        new URLSearchParams(
          'vendor_status=pending&user_type_code=4&row_status=0&role_id=3&search=%20karim%20',
        ),
      ),
    ).toEqual({
      page: 1,
      page_size: 10,
      vendor_status: 'pending',
      user_type_code: 4,
      row_status: 0,
      role_id: 3,
      search: 'karim',
    });
  });

  it('drops unknown values instead of sending them to the gateway', () => {
    expect(
      userQueryFromParams(
        new URLSearchParams(
          'vendor_status=maybe&user_type_code=9&row_status=x&role_id=-2&page=0&page_size=7',
        ),
      ),
    ).toEqual({
      page: 1,
      page_size: 10,
    });
  });

  it('writes only what differs from the defaults, and reads back the same query', () => {
    const query = { page: 2, page_size: 25, row_status: 1, search: 'নাদিয়া' };
    const params = paramsFromUserQuery(query);
    expect(params.toString()).toBe(
      'search=%E0%A6%A8%E0%A6%BE%E0%A6%A6%E0%A6%BF%E0%A6%AF%E0%A6%BC%E0%A6%BE&row_status=1&page=2&page_size=25',
    );
    expect(userQueryFromParams(params)).toEqual(query);
    expect(paramsFromUserQuery({ page: 1, page_size: 10 }).toString()).toBe('');
  });
});
