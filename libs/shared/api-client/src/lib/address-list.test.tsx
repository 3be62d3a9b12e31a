import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@platform/contract';
import { useAddressList } from './address-list';
import { defineListParams, listParam } from './list-params';
import { BASE, setupTestServer, wrapper } from '../test/client';

const server = setupTestServer();

const BANDS = ['0-49', '50-100'] as const;
const YOUTHS = defineListParams({
  params: { search: listParam.text(), gender: listParam.oneOf([1, 2, 3] as const) },
  pageSizes: [10, 25],
});
const BANDED = defineListParams({
  params: { search: listParam.text(), completion: listParam.oneOf(BANDS) },
  pageSizes: [10, 25],
});

/** Answers the youth list with one row and keeps each request's query string. */
function recordQueries() {
  const queries: string[] = [];
  server.use(
    http.get(`${BASE}/private/youths`, ({ request }) => {
      queries.push(new URL(request.url).search);
      return HttpResponse.json({
        data: [{ id: 1 }],
        status: { success: true, code: 200, message: 'common.ok' },
        meta: { current_page: 1, page_size: 10, total: 1, total_page: 1 },
      });
    }),
  );
  return queries;
}

function at(url: string) {
  return ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{wrapper({ children })}</MemoryRouter>
  );
}

describe('useAddressList', () => {
  it('sends the address as the query', async () => {
    const queries = recordQueries();
    const { result } = renderHook(() => useAddressList(YOUTHS, endpoints.youths), {
      wrapper: at('/youths?search=rahim&gender=2&page=2'),
    });
    await waitFor(() => expect(result.current.result.data?.data).toHaveLength(1));
    expect(result.current.list.state).toMatchObject({ search: 'rahim', gender: 2, page: 2 });
    expect(queries).toEqual(['?search=rahim&gender=2&page=2&page_size=10']);
  });

  it('with toQuery, sends what it makes of the values that are set', async () => {
    const queries = recordQueries();
    const { result } = renderHook(
      () =>
        useAddressList(BANDED, endpoints.youths, {
          toQuery: ({ completion, ...query }) => {
            if (!completion) return { ...query, row_status: 1 };
            const [min, max] = completion.split('-').map(Number);
            return { ...query, row_status: 1, min_completion: min, max_completion: max };
          },
        }),
      { wrapper: at('/youths?completion=50-100&search=') },
    );
    await waitFor(() => expect(result.current.result.data?.data).toHaveLength(1));
    expect(result.current.list.state.completion).toBe('50-100');
    expect(queries).toEqual(['?page=1&page_size=10&row_status=1&min_completion=50&max_completion=100']);
  });
});
