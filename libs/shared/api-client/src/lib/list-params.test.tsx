import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineListParams, listParam, useListParams } from './list-params';
import { SEARCH_DEBOUNCE_MS } from './use-debounced';

const JOBS = defineListParams({
  params: {
    search: listParam.text(),
    status: listParam.oneOf(['draft', 'live'] as const),
    type: listParam.oneOf([1, 2, 3] as const),
    tab: listParam.withDefault(listParam.oneOf([1, 2, 3] as const), 1),
    removed: listParam.flag(),
    skills: listParam.ids(),
  },
  pageSizes: [10, 25, 50],
  // a draft is never removed: the two together list nothing
  refine: (state) => (state.status === 'draft' ? { ...state, removed: false } : state),
});

function renderList(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ list: useListParams(JOBS), location: useLocation(), navigate: useNavigate() }), {
    wrapper,
  });
}

describe('useListParams', () => {
  it('reads the address, dropping what does not fit', () => {
    const { result } = renderList(
      '/jobs?search=%20web%20&status=live&type=2&tab=3&removed=1&skills=4,x,7&page=3&page_size=25',
    );
    expect(result.current.list.state).toEqual({
      search: 'web',
      status: 'live',
      type: 2,
      tab: 3,
      removed: true,
      skills: [4, 7],
      page: 3,
      page_size: 25,
    });
    const odd = renderList('/jobs?status=gone&type=9&tab=8&page=-1&page_size=1000&removed=1&status=draft');
    expect(odd.result.current.list.state).toMatchObject({
      status: undefined,
      type: undefined,
      tab: 1,
      page: 1,
      page_size: 10,
    });
  });

  it('applies the refinement and leaves unset values out of the query', () => {
    const { result } = renderList('/jobs?status=draft&removed=1');
    expect(result.current.list.state.removed).toBe(false);
    expect(result.current.list.query).toEqual({
      status: 'draft',
      tab: 1,
      skills: [],
      page: 1,
      page_size: 10,
    });
  });

  it('writes only what differs from the defaults, back on page 1 after a filter, kept on paging', () => {
    const { result } = renderList('/jobs?page=4&keep=me');
    act(() => result.current.list.set({ status: 'live', tab: 1, skills: [3, 5] }));
    expect(result.current.location.search).toBe('?keep=me&status=live&skills=3%2C5');
    act(() => result.current.list.paging.onChange({ page: 2, page_size: 50 }));
    expect(result.current.location.search).toBe('?keep=me&status=live&skills=3%2C5&page=2&page_size=50');
    act(() => result.current.list.setText('type', '3'));
    expect(result.current.list.state).toMatchObject({ type: 3, page: 1, page_size: 50 });
    act(() => result.current.list.setText('type', ''));
    expect(result.current.list.state.type).toBeUndefined();
  });

  it('keeps both of two changes made before the list renders again', () => {
    const { result } = renderList('/jobs?status=draft');
    act(() => {
      result.current.list.setText('status', 'live');
      result.current.list.set({ type: 2 });
    });
    expect(result.current.location.search).toBe('?status=live&type=2');
    expect(result.current.list.state).toMatchObject({ status: 'live', type: 2 });
  });

  it('back and forward restore the list', () => {
    const { result } = renderList('/jobs');
    act(() => result.current.list.set({ status: 'live' }));
    act(() => result.current.list.paging.onChange({ page: 2, page_size: 10 }));
    expect(result.current.list.state).toMatchObject({ status: 'live', page: 2 });
    act(() => result.current.navigate(-1));
    expect(result.current.list.state).toMatchObject({ status: 'live', page: 1 });
    act(() => result.current.navigate(-1));
    expect(result.current.list.state).toMatchObject({ status: undefined, page: 1 });
    act(() => result.current.navigate(2));
    expect(result.current.list.state).toMatchObject({ status: 'live', page: 2 });
  });

  describe('the search box', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('applies the typed text once it rests, at once on submit, and shows the address after back', () => {
      const { result } = renderList('/jobs?page=3');
      act(() => result.current.list.search.onChange('we'));
      act(() => result.current.list.search.onChange('web'));
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
      expect(result.current.list.state.search).toBeUndefined();
      act(() => vi.advanceTimersByTime(1));
      expect(result.current.list.state).toMatchObject({ search: 'web', page: 1 });

      act(() => result.current.list.search.onChange('web design'));
      act(() => result.current.list.search.onSubmit());
      expect(result.current.list.state.search).toBe('web design');

      act(() => result.current.navigate(-1));
      expect(result.current.list.state.search).toBe('web');
      expect(result.current.list.search.value).toBe('web');
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
      expect(result.current.list.state.search).toBe('web');
    });
  });
});
