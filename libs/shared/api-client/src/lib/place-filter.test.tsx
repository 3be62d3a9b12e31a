import { act, renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { type PlaceFilterValue, usePlaceFilter } from './place-filter';
import { BASE, listAnswer, lookupRecord, oneAnswer, setupTestServer, wrapper } from '../test/client';

const server = setupTestServer();

describe('usePlaceFilter', () => {
  it("offers the chosen division's districts, none before, and names the chosen place", async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${BASE}/public/divisions`, () =>
        listAnswer([lookupRecord(3, 'Dhaka'), lookupRecord(4, 'Khulna')]),
      ),
      http.get(`${BASE}/public/divisions/3`, () => oneAnswer(lookupRecord(3, 'Dhaka'))),
      http.get(`${BASE}/public/districts`, ({ request }) => {
        const division = new URL(request.url).searchParams.get('division_id') ?? '';
        asked.push(division);
        return listAnswer(division === '3' ? [lookupRecord(18, 'Gazipur', { division_id: 3 })] : []);
      }),
      http.get(`${BASE}/public/districts/18`, () =>
        oneAnswer(lookupRecord(18, 'Gazipur', { division_id: 3 })),
      ),
    );
    const { result, rerender } = renderHook(
      ({ value }: { value: PlaceFilterValue }) => usePlaceFilter(value, 'people.filter'),
      { wrapper, initialProps: { value: {} as PlaceFilterValue } },
    );
    act(() => result.current.district.onOpen());
    expect(result.current.district.waiting).toBe(true);
    expect(asked).toHaveLength(0);

    rerender({ value: { loc_division_id: 3, loc_district_id: '18' } });
    expect(result.current.district.parentValue).toBe(3);
    await waitFor(() => expect(result.current.district.options.map((o) => o.id)).toEqual([18]));
    expect(asked).toEqual(['3']);
    await waitFor(() => expect(result.current.division.recordOf(3)?.title_en).toBe('Dhaka'));
    expect(result.current.district.recordOf(18)?.title_en).toBe('Gazipur');
  });

  it("is a filter bar's two lookups: choosing a division empties the district, which waits for it", () => {
    const { result } = renderHook(() => usePlaceFilter({}, 'people.filter'), { wrapper });
    const [division, district] = result.current.lookups;
    expect(division).toMatchObject({
      name: 'loc_division_id',
      labelId: 'people.filter.division',
      clears: ['loc_district_id'],
    });
    expect(division.lookup).toBe(result.current.division);
    expect(district).toMatchObject({
      name: 'loc_district_id',
      labelId: 'people.filter.district',
      parentLabelId: 'people.filter.division',
    });
    expect(district.lookup).toBe(result.current.district);
  });
});
