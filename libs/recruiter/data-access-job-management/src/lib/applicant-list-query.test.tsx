import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { type ListParam, type ListParamsConfig, useListParams } from '@platform/api-client';
import { APPLICANT_LIST_PARAMS, OFFER_LIST_PARAMS } from './applicant-list-query';

function stateAt<P extends Readonly<Record<string, ListParam<never, unknown>>>>(
  config: ListParamsConfig<P>,
  url: string,
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => useListParams(config), { wrapper }).result.current;
}

describe('the applicant list in the address', () => {
  it('reads tab, stage, removed and paging, dropping what does not fit', () => {
    expect(stateAt(APPLICANT_LIST_PARAMS, '/?tab=3&stage=3&page=4&page_size=50&removed=1').query).toEqual({
      tab: 3,
      stage: 3,
      removed: true,
      page: 4,
      page_size: 50,
    });
    // a stage outside the tab, an unknown tab, a page size the list does not offer
    expect(stateAt(APPLICANT_LIST_PARAMS, '/?tab=2&stage=9&page_size=10000').query).toEqual({
      tab: 2,
      page: 1,
      page_size: 10,
    });
    expect(stateAt(APPLICANT_LIST_PARAMS, '/?tab=8&page=-2').query).toEqual({
      tab: 1,
      page: 1,
      page_size: 10,
    });
    // the saved tab holds bookmarks of any stage
    expect(stateAt(APPLICANT_LIST_PARAMS, '/?tab=5&stage=4').query).toMatchObject({ tab: 5, stage: 4 });
  });

  it('reads an offer state of the offers list and drops any other status', () => {
    expect(stateAt(OFFER_LIST_PARAMS, '/?status=42').query).toEqual({ status: 42, page: 1, page_size: 10 });
    expect(stateAt(OFFER_LIST_PARAMS, '/?status=11').query).toEqual({ page: 1, page_size: 10 });
  });
});
