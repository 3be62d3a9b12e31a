import type { ListResult } from './create-api-client';

/**
 * Every page of a list, one call a page and at most `maxPages` calls (an export): the rows and the total the gateway
 * counted. It stops at the last page or at an empty page; `rows.length < total` says the export was cut short.
 */
export async function collectPages<T>(
  fetchPage: (page: number) => Promise<ListResult<T[]>>,
  maxPages: number,
): Promise<{ rows: T[]; total: number }> {
  const rows: T[] = [];
  let total = 0;
  for (let page = 1; page <= maxPages; page += 1) {
    const result = await fetchPage(page);
    rows.push(...result.data);
    total = result.meta.total;
    if (page >= result.meta.total_page || result.data.length === 0) break;
  }
  return { rows, total };
}
