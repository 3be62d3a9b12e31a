import { beforeEach, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  type SearchIndexInfo,
  type SearchIndexName,
  type SearchIndexSync,
  searchEndpoints as E,
} from '@platform/contract';
import {
  asAdmin,
  errorResponse,
  handlerFor,
  listHandlerFor,
  server,
  setupPlatformTests,
} from '@platform/testing';
import { searchIndexRoutes } from './search-index-routes';

const open = setupPlatformTests(searchIndexRoutes);
const asIndexAdmin = () => asAdmin(['manage_search_index']);

let indexes: SearchIndexInfo[];
let history: SearchIndexSync[];
let started: string[];
let refuseNext: boolean;

const info = (index_name: SearchIndexName, document_count: number): SearchIndexInfo => ({
  index_name,
  document_count,
  last_synced_at: null,
  last_sync_count: null,
  last_sync_ms: null,
  latest_sync: null,
});

const syncOf = (
  id: number,
  index_name: SearchIndexName,
  more: Partial<SearchIndexSync> = {},
): SearchIndexSync => ({
  id,
  index_name,
  state: 'running',
  done: 0,
  total: 1302,
  removed: null,
  error: null,
  started_at: '2026-11-26T14:05:00Z',
  finished_at: null,
  duration_ms: null,
  started_by: 'System Admin',
  ...more,
});

/** A sync that ends: its row's figures as the list shows them afterwards. */
function finish(row: SearchIndexInfo) {
  Object.assign(row.latest_sync as SearchIndexSync, {
    state: 'done',
    done: 1302,
    removed: 0,
    finished_at: '2026-11-26T14:05:01Z',
    duration_ms: 84,
  });
  Object.assign(row, {
    document_count: 1302,
    last_synced_at: '2026-11-26T14:05:01Z',
    last_sync_count: 1302,
    last_sync_ms: 84,
  });
}

beforeEach(() => {
  indexes = [info('jobs', 1250), info('courses', 40), info('notices', 7), info('youth_cvs', 3)];
  history = [
    syncOf(2, 'courses', {
      state: 'failed',
      done: 500,
      total: 1000,
      error: 'the disk is full',
      finished_at: '2026-11-25T10:00:02Z',
      duration_ms: 2100,
    }),
    syncOf(1, 'notices', {
      state: 'failed',
      total: 7,
      error: 'search_index.errors.stopped',
      finished_at: '2026-11-25T09:00:00Z',
    }),
  ];
  started = [];
  refuseNext = false;
  server.use(
    handlerFor(E.searchIndexes, () => {
      const answer = structuredClone(indexes);
      // a sync seen running ends before the next read
      for (const row of indexes) if (row.latest_sync?.state === 'running') finish(row);
      return answer;
    }),
    listHandlerFor(E.searchIndexSyncs, () => ({
      data: [...indexes.flatMap((i) => (i.latest_sync ? [i.latest_sync] : [])), ...history],
    })),
    handlerFor(E.syncSearchIndex, ({ params }) => {
      if (refuseNext) return errorResponse(409, 'search_index.errors.already_running');
      const index = params.index_name as SearchIndexName;
      started.push(index);
      const row = indexes.find((i) => i.index_name === index) as SearchIndexInfo;
      row.latest_sync = syncOf(10 + started.length, index);
      const answer = { ...row.latest_sync };
      // the demo data's sync takes moments: done before the page reads the list again
      finish(row);
      return answer;
    }),
  );
});

/** A row of the index table (the history names indexes too). */
const rowOf = async (name: string) =>
  (
    await within(await screen.findByRole('table', { name: /^(Search index|সার্চ ইনডেক্স)$/ })).findByRole(
      'rowheader',
      { name },
    )
  ).closest('tr') as HTMLElement;

it('lists every index; a sync starts in the background and the page says what it came to; the history shows it', async () => {
  const { userEvent } = open('/search-index', asIndexAdmin());
  expect(await screen.findByRole('heading', { level: 1, name: 'Search index' })).toBeInTheDocument();
  const jobs = await rowOf('Published jobs');
  expect(within(jobs).getByText('1,250')).toBeInTheDocument();
  expect(within(jobs).getByText('Never synced')).toBeInTheDocument();
  for (const name of ['Published courses', 'Notices and news', 'CVs in the CV bank'])
    expect(await rowOf(name)).toBeInTheDocument();

  await userEvent.click(within(jobs).getByRole('button', { name: 'Sync documents: Published jobs' }));
  expect(started).toEqual(['jobs']);
  expect(await screen.findByText('Published jobs: 1,302 documents synced')).toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent('Published jobs: 1,302 documents synced');
  expect(within(jobs).getByText('1,302')).toBeInTheDocument();
  expect(within(jobs).getByText('1,302 documents in 84 ms')).toBeInTheDocument();
  expect(within(jobs).queryByText('Never synced')).toBeNull();
  const table = screen.getByRole('table', { name: 'Sync history' });
  await within(table).findByText('Done');
  const first = within(table).getAllByRole('row')[1] as HTMLElement;
  expect(within(first).getByRole('rowheader', { name: 'Published jobs' })).toBeInTheDocument();
  expect(within(first).getByText('1,302 of 1,302 (100%)')).toBeInTheDocument();
  expect(within(first).getByText('84 ms')).toBeInTheDocument();
  expect(within(first).getByText('System Admin')).toBeInTheDocument();
});

it('shows a running sync’s progress in its row, asked again until it ends', async () => {
  const courses = indexes[1] as SearchIndexInfo;
  courses.latest_sync = syncOf(9, 'courses', { done: 651 });
  open('/search-index', asIndexAdmin());
  const row = await rowOf('Published courses');
  const bar = within(row).getByRole('progressbar', { name: 'Document sync of Published courses' });
  expect(bar).toHaveAttribute('aria-valuenow', '50');
  expect(within(row).getByText('651 of 1,302 (50%)')).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Sync documents: Published courses' })).toBeDisabled();
  // the next read (a second later) finds it done
  expect(await within(row).findByText('1,302 documents in 84 ms', {}, { timeout: 3000 })).toBeInTheDocument();
  expect(within(row).queryByRole('progressbar')).toBeNull();
  expect(within(row).getByRole('button', { name: 'Sync documents: Published courses' })).toBeEnabled();
});

it('shows the history of syncs with the error of a failed one, and says why a second sync is refused', async () => {
  const { userEvent } = open('/search-index', asIndexAdmin());
  const table = await screen.findByRole('table', { name: 'Sync history' });
  const failed = (await within(table).findByText('the disk is full')).closest('tr') as HTMLElement;
  expect(within(failed).getByRole('rowheader', { name: 'Published courses' })).toBeInTheDocument();
  expect(within(failed).getByText('Failed')).toBeInTheDocument();
  expect(within(failed).getByText('500 of 1,000 (50%)')).toBeInTheDocument();
  expect(within(failed).getByText('2,100 ms')).toBeInTheDocument();
  expect(
    within(table).getByText('The sync stopped without finishing (the gateway restarted). Start it again.'),
  ).toBeInTheDocument();

  refuseNext = true;
  const courses = await rowOf('Published courses');
  const button = within(courses).getByRole('button', { name: 'Sync documents: Published courses' });
  await userEvent.click(button);
  expect(await screen.findByRole('status')).toHaveTextContent(
    'A document sync of this index is already running. Wait for it to finish; its progress is shown here.',
  );
  await waitFor(() => expect(button).toBeEnabled());
  expect(started).toEqual([]);
});

it('shows the screen in Bengali', async () => {
  open('/search-index', { ...asIndexAdmin(), locale: 'bn-BD' });
  expect(await screen.findByRole('heading', { level: 1, name: 'সার্চ ইনডেক্স' })).toBeInTheDocument();
  const jobs = await rowOf('প্রকাশিত চাকরি');
  expect(within(jobs).getByText('১,২৫০')).toBeInTheDocument();
  expect(within(jobs).getByRole('button', { name: 'ডকুমেন্ট সিঙ্ক করুন: প্রকাশিত চাকরি' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'সিঙ্কের ইতিহাস' })).toBeInTheDocument();
  expect(await screen.findByText('১,০০০-এর মধ্যে ৫০০ (৫০%)')).toBeInTheDocument();
});

it('is refused without manage_search_index, and no index is read', async () => {
  let read = false;
  server.use(
    handlerFor(E.searchIndexes, () => {
      read = true;
      return indexes;
    }),
  );
  open('/search-index', asAdmin(['view_app_settings']));
  expect(await screen.findByText(/permission/i)).toBeInTheDocument();
  expect(read).toBe(false);
  expect(screen.queryByRole('heading', { level: 1, name: 'Search index' })).toBeNull();
});
