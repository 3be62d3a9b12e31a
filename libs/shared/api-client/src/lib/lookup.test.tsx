import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { formLookup, lookupIds, publicLookup, useLookup, type UseLookupOptions } from './lookup';
import type { LookupRecord } from '@platform/resources';
import {
  BASE,
  listAnswer as list,
  lookupRecord as record,
  oneAnswer as one,
  setupTestServer,
  wrapper,
} from '../test/client';

const server = setupTestServer();

function answerWith(asked: URLSearchParams[], answer: (q: URLSearchParams) => object[]) {
  return ({ request }: { request: Request }) => {
    const query = new URL(request.url).searchParams;
    asked.push(query);
    return list(answer(query));
  };
}

describe('useLookup', () => {
  it('reads nothing while closed; open, it asks for one page and searches what the reader typed', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(
        `${BASE}/public/skills`,
        answerWith(asked, (q) =>
          q.get('search') === 'web' ? [record(9, 'Web development')] : [record(1, 'Adaptability')],
        ),
      ),
    );
    const { result } = renderHook(() => useLookup(publicLookup('skills')), { wrapper });
    expect(result.current.options).toEqual([]);
    expect(asked).toHaveLength(0);

    act(() => result.current.onOpen());
    await waitFor(() => expect(result.current.options.map((o) => o.id)).toEqual([1]));
    expect(asked[0]?.get('page_size')).toBe('20');
    expect(asked[0]?.has('search')).toBe(false);

    act(() => result.current.onInput('w'));
    act(() => result.current.onInput('web '));
    await waitFor(() => expect(result.current.options.map((o) => o.id)).toEqual([9]));
    // one request for the rested text, none for the keys in between
    expect(asked.map((q) => q.get('search'))).toEqual([null, 'web']);
  });

  it('loads a short list whole and leaves the searching to the picker', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(
        `${BASE}/public/divisions`,
        answerWith(asked, () => [record(1, 'Dhaka'), record(2, 'Khulna')]),
      ),
    );
    const { result } = renderHook(() => useLookup(publicLookup('divisions')), { wrapper });
    expect(result.current.serverSearch).toBe(false);
    act(() => result.current.onOpen());
    act(() => result.current.onInput('Dh'));
    await waitFor(() => expect(result.current.options).toHaveLength(2));
    expect(asked.every((q) => q.get('page_size') === '100' && !q.has('search'))).toBe(true);
  });

  it('waits for its parent, then asks for the children of the one chosen', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(
        `${BASE}/public/districts`,
        answerWith(asked, (q) =>
          q.get('division_id') === '3' ? [record(18, 'Gazipur', { division_id: 3 })] : [],
        ),
      ),
    );
    const { result, rerender } = renderHook(
      ({ parent }: { parent: unknown }) =>
        useLookup(publicLookup('districts'), { parent: { filter: 'division_id', value: parent } }),
      { wrapper, initialProps: { parent: null as unknown } },
    );
    act(() => result.current.onOpen());
    expect(result.current.waiting).toBe(true);
    expect(asked).toHaveLength(0);
    rerender({ parent: 3 });
    expect(result.current.waiting).toBe(false);
    expect(result.current.parentValue).toBe(3);
    await waitFor(() => expect(result.current.options.map((o) => o.id)).toEqual([18]));
    expect(asked[0]?.get('division_id')).toBe('3');
  });

  it('keeps the last page while a search loads, never the children of another parent', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(`${BASE}/public/districts`, async ({ request }) => {
        const query = new URL(request.url).searchParams;
        if (query.get('division_id') === '4') await held;
        return list(
          query.get('division_id') === '3'
            ? [record(18, 'Gazipur', { division_id: 3 })]
            : [record(40, 'Khulna', { division_id: 4 })],
        );
      }),
    );
    const { result, rerender } = renderHook(
      ({ parent }: { parent: number }) =>
        useLookup(publicLookup('districts'), { parent: { filter: 'division_id', value: parent } }),
      { wrapper, initialProps: { parent: 3 } },
    );
    act(() => result.current.onOpen());
    await waitFor(() => expect(result.current.options.map((o) => o.id)).toEqual([18]));
    rerender({ parent: 4 });
    expect(result.current.options).toEqual([]);
    expect(result.current.loading).toBe(true);
    act(() => release());
    await waitFor(() => expect(result.current.options.map((o) => o.id)).toEqual([40]));
  });

  it('names chosen ids nobody knows by reading them, and remembers records once chosen', async () => {
    const reads: string[] = [];
    server.use(
      http.get(`${BASE}/public/skills/:id`, ({ params }) => {
        reads.push(String(params.id));
        return params.id === '4' ? one(record(4, 'Bookkeeping')) : HttpResponse.json({}, { status: 404 });
      }),
    );
    const known: LookupRecord[] = [record(2, 'Welding')];
    const { result, rerender } = renderHook(
      (options: UseLookupOptions) => useLookup(publicLookup('skills'), options),
      { wrapper, initialProps: { value: ['2', 4, 99], known } },
    );
    await waitFor(() => expect(result.current.recordOf(4)?.title_en).toBe('Bookkeeping'));
    expect(result.current.recordOf(2)?.title_en).toBe('Welding');
    // 2 is known; 99 cannot be read and stays unnamed
    expect(reads.sort()).toEqual(['4', '99']);
    expect(result.current.recordOf(99)).toBeUndefined();

    act(() => result.current.remember([record(7, 'Tailoring')]));
    rerender({ value: [7], known });
    expect(result.current.recordOf(7)?.title_en).toBe('Tailoring');
    expect(reads).not.toContain('7');
  });
});

describe('lookupIds', () => {
  it('reads the ids of a filter or form value', () => {
    expect(lookupIds(null)).toEqual([]);
    expect(lookupIds('')).toEqual([]);
    expect(lookupIds(3)).toEqual([3]);
    expect(lookupIds('3')).toEqual([3]);
    expect(lookupIds([1, '2', 'x', 0])).toEqual([1, 2]);
  });
});

describe('formLookup', () => {
  it("is one hook per source, which is useLookup of that source with the field's value and parent", async () => {
    expect(formLookup(publicLookup('districts'))).toBe(formLookup(publicLookup('districts')));
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(
        `${BASE}/public/districts`,
        answerWith(asked, () => [record(18, 'Gazipur', { division_id: 3 })]),
      ),
    );
    const useDistricts = formLookup(publicLookup('districts'));
    const { result } = renderHook(
      () => useDistricts({ value: 18, parent: { filter: 'division_id', value: 3 } }),
      { wrapper },
    );
    act(() => result.current.onOpen());
    await waitFor(() => expect(result.current.recordOf(18)?.title_en).toBe('Gazipur'));
    expect(asked.some((q) => q.get('division_id') === '3')).toBe(true);
  });
});
