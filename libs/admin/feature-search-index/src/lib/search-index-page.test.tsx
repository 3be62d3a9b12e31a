import { beforeEach, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { type SearchIndexInfo, searchEndpoints as E } from '@platform/contract';
import { asAdmin, errorResponse, handlerFor, server, setupPlatformTests } from '@platform/testing';
import { searchIndexRoutes } from './search-index-routes';

const open = setupPlatformTests(searchIndexRoutes);
const asIndexAdmin = () => asAdmin(['manage_search_index']);

let indexes: SearchIndexInfo[];
let synced: string[];
let failNext: boolean;

const info = (index_name: SearchIndexInfo['index_name'], document_count: number): SearchIndexInfo => ({
  index_name,
  document_count,
  last_synced_at: null,
  last_sync_count: null,
  last_sync_ms: null,
});

beforeEach(() => {
  indexes = [info('jobs', 1250), info('courses', 40), info('notices', 7), info('youth_cvs', 3)];
  synced = [];
  failNext = false;
  server.use(
    handlerFor(E.searchIndexes, () => indexes),
    handlerFor(E.syncSearchIndex, ({ params }) => {
      if (failNext) return errorResponse(409, 'errors.conflict');
      synced.push(params.index_name ?? '');
      const row = indexes.find((i) => i.index_name === params.index_name) as SearchIndexInfo;
      Object.assign(row, {
        document_count: 1302,
        last_synced_at: '2026-11-26T14:05:00Z',
        last_sync_count: 1302,
        last_sync_ms: 84,
      });
      return row;
    }),
  );
});

const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name })).closest('tr') as HTMLElement;

it('lists every index with its document count and last sync; syncing one says so and shows the new count', async () => {
  const { userEvent } = open('/search-index', asIndexAdmin());
  expect(await screen.findByRole('heading', { level: 1, name: 'Search index' })).toBeInTheDocument();
  const jobs = await rowOf('Published jobs');
  expect(within(jobs).getByText('1,250')).toBeInTheDocument();
  expect(within(jobs).getByText('Never synced')).toBeInTheDocument();
  for (const name of ['Published courses', 'Notices and news', 'CVs in the CV bank'])
    expect(await rowOf(name)).toBeInTheDocument();

  await userEvent.click(within(jobs).getByRole('button', { name: 'Sync documents: Published jobs' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Published jobs: 1,302 documents synced');
  expect(synced).toEqual(['jobs']);
  await waitFor(() => expect(within(jobs).getByText('1,302')).toBeInTheDocument());
  expect(within(jobs).getByText('1,302 documents in 84 ms')).toBeInTheDocument();
  expect(within(jobs).queryByText('Never synced')).toBeNull();
});

it('says when a sync did not finish, and the row can be synced again', async () => {
  const { userEvent } = open('/search-index', asIndexAdmin());
  const courses = await rowOf('Published courses');
  failNext = true;
  const button = within(courses).getByRole('button', { name: 'Sync documents: Published courses' });
  await userEvent.click(button);
  expect(
    await screen.findByText('The document sync of Published courses did not finish. Try again.'),
  ).toBeVisible();
  await waitFor(() => expect(button).toBeEnabled());
  failNext = false;
  await userEvent.click(button);
  expect(await screen.findByText('Published courses: 1,302 documents synced')).toBeVisible();
  expect(synced).toEqual(['courses']);
});

it('shows the screen in Bengali', async () => {
  open('/search-index', { ...asIndexAdmin(), locale: 'bn-BD' });
  expect(await screen.findByRole('heading', { level: 1, name: 'সার্চ ইনডেক্স' })).toBeInTheDocument();
  const jobs = await rowOf('প্রকাশিত চাকরি');
  expect(within(jobs).getByText('১,২৫০')).toBeInTheDocument();
  expect(within(jobs).getByRole('button', { name: 'ডকুমেন্ট সিঙ্ক করুন: প্রকাশিত চাকরি' })).toBeInTheDocument();
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
