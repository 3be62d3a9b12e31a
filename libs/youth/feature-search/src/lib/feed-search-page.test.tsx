import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { type FeedSearchResult, searchEndpoints as E } from '@platform/contract';
import { errorResponse, listHandlerFor, server, setupPlatformTests } from '@platform/testing';
import { feedSearchRoutes } from './feed-search-routes';

const open = setupPlatformTests(feedSearchRoutes);

const RESULTS: FeedSearchResult[] = [
  {
    kind: 'jobs',
    id: 31,
    title: 'ওয়েল্ডার নিয়োগ',
    title_en: 'Welder wanted',
    snippet: 'স্টিলের ফ্রেম ঝালাই',
    snippet_en: 'Weld steel frames',
    link: '/jobs/31',
  },
  {
    kind: 'courses',
    id: 5,
    title: 'ওয়েল্ডিং কোর্স',
    title_en: 'Welding course',
    snippet: '',
    snippet_en: null,
    link: '/courses/5',
  },
  {
    kind: 'notices',
    id: 2,
    title: 'ওয়েল্ডিং প্রশিক্ষণের নোটিশ',
    title_en: null,
    snippet: 'ভর্তি শুরু',
    snippet_en: null,
    link: '/notices/2',
  },
];

describe('/feed-search', () => {
  it('asks nothing before a word is typed, and says the rule before anything is searched', async () => {
    let asked = 0;
    server.use(
      listHandlerFor(E.feedSearch, () => {
        asked += 1;
        return { data: [] };
      }),
    );
    open('/feed-search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search jobs, courses and notices' })).toBeInTheDocument();
    expect(screen.getByText('Type at least one word (up to 100 characters).')).toBeInTheDocument();
    expect(screen.getByText('Type a word above to start searching.')).toBeInTheDocument();
    expect(asked).toBe(0);
  });

  it('searches on submit and shows typed results leading to their pages, with the total', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      listHandlerFor(E.feedSearch, ({ query }) => {
        asked.push(query);
        return { data: RESULTS, meta: { total: 23, page_size: 10, total_page: 3 } };
      }),
    );
    const { userEvent } = open('/feed-search');
    const search = await screen.findByRole('search');
    await userEvent.type(within(search).getByRole('searchbox'), 'welding');
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
    const list = within(await screen.findByRole('list', { name: 'Search' }));
    const job = list.getByRole('link', { name: 'Welder wanted' });
    expect(job).toHaveAttribute('href', '/jobs/31');
    const card = job.closest('article') as HTMLElement;
    expect(within(card).getByText('Job')).toBeInTheDocument();
    expect(within(card).getByText('Weld steel frames')).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'Welding course' })).toHaveAttribute('href', '/courses/5');
    // no English title: the Bengali one
    const notice = list.getByRole('link', { name: 'ওয়েল্ডিং প্রশিক্ষণের নোটিশ' });
    expect(within(notice.closest('article') as HTMLElement).getByText('Notice')).toBeInTheDocument();
    expect(screen.getByText('23 results')).toBeInTheDocument();
    expect(asked.at(-1)?.get('q')).toBe('welding');
    expect(asked.at(-1)?.get('page')).toBe('1');
  });

  it('pages on the server from the address, and shows the empty state', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      listHandlerFor(E.feedSearch, ({ query }) => {
        asked.push(query);
        return query.get('q') === 'nothing'
          ? { data: [] }
          : { data: RESULTS.slice(0, 1), meta: { total: 23, page_size: 10, total_page: 3 } };
      }),
    );
    open('/feed-search?search=welding&page=2');
    expect(await screen.findByRole('link', { name: 'Welder wanted' })).toBeInTheDocument();
    expect(asked[0]?.get('page')).toBe('2');
    expect(asked[0]?.get('page_size')).toBe('10');
    open('/feed-search?search=nothing');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.getByText('Try another word, or fewer words.')).toBeInTheDocument();
  });

  it('shows the results in Bengali, and a failed search with a retry', async () => {
    let fail = true;
    server.use(
      listHandlerFor(E.feedSearch, () =>
        fail ? errorResponse(503, 'errors.unavailable') : { data: RESULTS },
      ),
    );
    const { userEvent } = open('/feed-search?search=ওয়েল্ডিং', { locale: 'bn-BD' });
    expect(await screen.findByText('অনুসন্ধান সম্পন্ন করা যায়নি।')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' }));
    const job = await screen.findByRole('link', { name: 'ওয়েল্ডার নিয়োগ' });
    expect(within(job.closest('article') as HTMLElement).getByText('চাকরি')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('৩টি ফলাফল')).toBeInTheDocument());
  });
});
