import { describe, expect, it, vi } from 'vitest';
import { collectPages } from './collect-pages';

const meta = (total: number, total_page: number) => ({ total, total_page, current_page: 1, page_size: 2 });

describe('collectPages', () => {
  it('asks page after page until the last one and returns the rows with the total', async () => {
    const fetchPage = vi.fn(async (page: number) => ({ data: [page * 10, page * 10 + 1], meta: meta(5, 3) }));
    expect(await collectPages(fetchPage, 10)).toEqual({ rows: [10, 11, 20, 21, 30, 31], total: 5 });
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([1, 2, 3]);
  });

  it('stops at the page limit (the total says what was left) and at an empty page', async () => {
    const many = vi.fn(async (page: number) => ({ data: [page], meta: meta(50, 50) }));
    expect(await collectPages(many, 2)).toEqual({ rows: [1, 2], total: 50 });
    const empty = vi.fn(async () => ({ data: [] as number[], meta: meta(3, 2) }));
    expect(await collectPages(empty, 5)).toEqual({ rows: [], total: 3 });
    expect(empty).toHaveBeenCalledTimes(1);
  });
});
