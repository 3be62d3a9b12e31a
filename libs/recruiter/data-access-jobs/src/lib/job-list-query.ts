import {
  JOB_POST_STATUS,
  type JobPostStatus,
  PAGE_SIZE_DEFAULT,
  type PrivateJobListQuery,
} from '@platform/contract';

export const JOB_PAGE_SIZES = [10, 25, 50] as const;

export type JobListState = PrivateJobListQuery & { page: number; page_size: number };

const statuses = Object.values(JOB_POST_STATUS) as string[];

function positive(raw: string | null): number | undefined {
  return raw !== null && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
}

/** The job list's query lives in the address (`/jobs?status=draft&page=2`): reloadable and shareable. */
export function jobQueryFromParams(params: URLSearchParams): JobListState {
  const size = positive(params.get('page_size'));
  const status = params.get('status') ?? '';
  const search = (params.get('search') ?? '').trim().slice(0, 200);
  return {
    page: positive(params.get('page')) ?? 1,
    page_size:
      size !== undefined && (JOB_PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZE_DEFAULT,
    ...(statuses.includes(status) ? { status: status as JobPostStatus } : {}),
    ...(search ? { search } : {}),
  };
}

export function paramsFromJobQuery(query: PrivateJobListQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (query.search) out.set('search', query.search);
  if (query.status) out.set('status', query.status);
  if (query.page && query.page > 1) out.set('page', String(query.page));
  if (query.page_size && query.page_size !== PAGE_SIZE_DEFAULT) out.set('page_size', String(query.page_size));
  return out;
}
