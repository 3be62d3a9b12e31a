import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { jobEndpoints } from '@platform/contract';
import { handlerFor, listHandlerFor, server } from '@platform/testing';
import { jobsTests } from '../test/fixtures';

const open = jobsTests();
import { openFilters, searchHandler, sectorRead } from '../test/job-search';

/* /jobs: the search the address holds, paging, nothing found, Bengali. */

describe('/jobs', () => {
  it('runs the search the address holds, and shows salary, company or "not disclosed", and the deadline', async () => {
    const search = searchHandler(3, 25);
    if (!sectorRead) throw new Error('job sectors have a public lookup');
    server.use(
      search.handler,
      handlerFor(sectorRead, () => ({
        id: 3,
        title: 'তথ্যপ্রযুক্তি',
        title_en: 'Information technology',
        row_status: 1,
      })),
    );
    open('/jobs?search=web&job_sector_ids=3&sort=deadline&page=2');

    expect(await screen.findByRole('link', { name: 'Job 2A' })).toHaveAttribute('href', '/jobs/21');
    const q = search.last();
    expect(q?.get('search')).toBe('web');
    expect(q?.get('job_sector_ids')).toBe('3');
    expect(q?.get('sort')).toBe('deadline');
    expect(q?.get('page')).toBe('2');
    expect(screen.getByRole('status')).toHaveTextContent('25 jobs found');
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('web');

    const cards = screen.getAllByRole('listitem').filter((li) => within(li).queryByRole('heading'));
    expect(within(cards[0] as HTMLElement).getByText('৳18,000 – ৳25,000 a month')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('Dhaka Tech Ltd')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('Gazipur, Dhaka')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('Deadline: 15 Dec 2026')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('Company not disclosed')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('Salary not shown')).toBeInTheDocument();
    // the sector named in the link shows by name in its filter
    await openFilters({
      click: async (el) => {
        el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      },
    });
    expect(await screen.findByText('Information technology')).toBeInTheDocument();
  });

  it('pages on the server: the next page is asked for and lands in the address', async () => {
    const search = searchHandler(3);
    server.use(search.handler);
    const { userEvent, router } = open('/jobs?search=clerk');
    await screen.findByRole('link', { name: 'Job 1A' });

    const pages = within(screen.getByRole('navigation', { name: 'Pages of results' }));
    expect(pages.getByRole('button', { name: 'Page 1, current page' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(pages.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByRole('link', { name: 'Job 2A' })).toBeInTheDocument();
    expect(search.last()?.get('page')).toBe('2');
    expect(search.last()?.get('search')).toBe('clerk');
    expect(router.state.location.search).toBe('?search=clerk&page=2');

    await userEvent.click(screen.getByRole('button', { name: 'Go to the next page' }));
    await waitFor(() => expect(search.last()?.get('page')).toBe('3'));
  });

  it('says when nothing matches', async () => {
    server.use(
      listHandlerFor(jobEndpoints.publicJobs, () => ({ data: [], meta: { total: 0, total_page: 0 } })),
    );
    open('/jobs?search=astronaut');
    expect(
      await screen.findByText('No job matches your search. Try fewer filters or other words.'),
    ).toBeInTheDocument();
  });

  it('writes the results in Bengali', async () => {
    server.use(searchHandler(2, 12).handler);
    open('/jobs', { locale: 'bn-BD' });
    expect(await screen.findByText('১২টি চাকরি পাওয়া গেছে')).toBeInTheDocument();
    expect(screen.getAllByText('মাসিক ১৮,০০০৳ – ২৫,০০০৳')).toHaveLength(1);
    expect(screen.getAllByText('শেষ তারিখ: ১৫ ডিসে ২০২৬')).toHaveLength(2);
    expect(screen.getByRole('button', { name: '২ নম্বর পাতায় যান' })).toHaveTextContent('২');
  });
});
