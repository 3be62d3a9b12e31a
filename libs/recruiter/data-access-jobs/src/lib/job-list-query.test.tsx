import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useListParams } from '@platform/api-client';
import { JOB_LIST_PARAMS } from './job-list-query';

function queryAt(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => useListParams(JOB_LIST_PARAMS), { wrapper }).result.current.query;
}

describe('the job list in the address', () => {
  it('reads search, status and paging; drops an unknown status and a size not on offer', () => {
    expect(queryAt('/jobs?search=%20web%20&status=draft&page=2&page_size=25')).toEqual({
      search: 'web',
      status: 'draft',
      page: 2,
      page_size: 25,
    });
    expect(queryAt('/jobs?status=gone&page_size=100')).toEqual({ page: 1, page_size: 10 });
  });
});
