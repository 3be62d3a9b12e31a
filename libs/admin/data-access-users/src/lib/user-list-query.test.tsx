import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useListParams } from '@platform/api-client';
import { USER_LIST_PARAMS } from './user-list-query';

function renderList(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ list: useListParams(USER_LIST_PARAMS), location: useLocation() }), { wrapper });
}

describe('user list query in the address', () => {
  it('reads known filters and defaults the paging', () => {
    const { result } = renderList(
      '/users?vendor_status=pending&user_type_code=4&row_status=0&role_id=3&search=%20karim%20',
    );
    expect(result.current.list.query).toEqual({
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
    const { result } = renderList(
      '/users?vendor_status=maybe&user_type_code=9&row_status=x&role_id=-2&page=0&page_size=7',
    );
    expect(result.current.list.query).toEqual({ page: 1, page_size: 10 });
  });

  it('writes only what differs from the defaults, and reads back the same query', () => {
    const { result } = renderList('/users');
    act(() => result.current.list.set({ row_status: 1, search: 'নাদিয়া' }));
    act(() => result.current.list.paging.onChange({ page: 2, page_size: 25 }));
    expect(result.current.location.search).toBe(
      '?search=%E0%A6%A8%E0%A6%BE%E0%A6%A6%E0%A6%BF%E0%A6%AF%E0%A6%BC%E0%A6%BE&row_status=1&page=2&page_size=25',
    );
    expect(result.current.list.query).toEqual({ page: 2, page_size: 25, row_status: 1, search: 'নাদিয়া' });
  });
});
