import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { jobEndpoints } from '@platform/contract';
import { RESOURCES, resourceEndpoints } from '@platform/resources';
import { handlerFor, listHandlerFor, server, makePublicJob } from '@platform/testing';
import { jobsTests } from '../test/fixtures';

const open = jobsTests();

/** Answers the public search with `pages` pages of two jobs each and records every query it was asked. */
function searchHandler(pages = 1, total = pages * 2) {
  const asked: URLSearchParams[] = [];
  const handler = listHandlerFor(jobEndpoints.publicJobs, ({ query }) => {
    asked.push(query);
    const page = Number(query.get('page') ?? 1);
    return {
      data: [
        makePublicJob(page * 10 + 1, `Job ${page}A`),
        makePublicJob(page * 10 + 2, `Job ${page}B`, {
          company_name: null,
          company_name_en: null,
          organization_id: null,
          salary_display: 2,
        }),
      ],
      meta: { current_page: page, page_size: 10, total, total_page: pages },
    };
  });
  return { asked, handler, last: () => asked[asked.length - 1] };
}

const sectorRead = resourceEndpoints(RESOURCES.job_sectors).lookupRead;

async function openFilters(user: { click: (el: Element) => Promise<void> }) {
  const toggle = screen.queryByRole('button', { name: /Show filters/ });
  if (toggle) await user.click(toggle);
  // the filters load when first shown
  await screen.findByRole('combobox', { name: 'Employment type' });
}

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

  it('draws every filter’s label above its value: "Posted" never over "Any time" (issue 12 defect 14)', async () => {
    const search = searchHandler();
    server.use(search.handler);
    const { userEvent } = open('/jobs');
    await screen.findByRole('link', { name: 'Job 1A' });
    await openFilters(userEvent);
    const posted = screen.getByRole('combobox', { name: /Posted/ });
    expect(posted).toHaveTextContent('Any time');
    const label = screen.getByText('Posted', { selector: 'label' });
    expect(label).toHaveAttribute('data-shrink', 'true');
    // each salary field is the panel's width, its whole label shown
    for (const name of ['Salary from (Taka a month)', 'Salary up to (Taka a month)'])
      expect(screen.getByRole('textbox', { name }).closest('.MuiFormControl-root')).toHaveClass(
        'MuiFormControl-fullWidth',
      );
  });

  it('puts the search text and a filter in the address and the request, back on page 1', async () => {
    const search = searchHandler(2);
    server.use(search.handler);
    const { userEvent, router } = open('/jobs?page=2');
    await screen.findByRole('link', { name: 'Job 2A' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'sewing');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(search.last()?.get('search')).toBe('sewing'));
    expect(search.last()?.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?search=sewing');

    await openFilters(userEvent);
    await userEvent.click(screen.getByRole('combobox', { name: 'Employment type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Internship' }));
    await waitFor(() => expect(search.last()?.get('employment_types')).toBe('internship'));
    expect(new URLSearchParams(router.state.location.search).get('employment_types')).toBe('internship');
    await userEvent.keyboard('{Escape}');

    // the sort is the phone's own list (a native select)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Salary: highest first');
    await waitFor(() => expect(search.last()?.get('sort')).toBe('salary_high'));
    expect(search.last()?.get('search')).toBe('sewing');
    expect(search.last()?.get('employment_types')).toBe('internship');
  });

  it('searches the skills as the youth types into the filter and applies the one chosen', async () => {
    const search = searchHandler();
    const skillsAsked: string[] = [];
    const skills = resourceEndpoints(RESOURCES.skills).lookupList;
    if (!skills) throw new Error('skills have no public lookup');
    server.use(
      search.handler,
      listHandlerFor(skills, ({ query }) => {
        skillsAsked.push(query.get('search') ?? '');
        return {
          data:
            query.get('search') === 'Web'
              ? [{ id: 9, row_status: 1, title: 'ওয়েব ডেভেলপমেন্ট', title_en: 'Web development' }]
              : [],
        };
      }),
    );
    const { userEvent, router } = open('/jobs');
    await screen.findByRole('link', { name: 'Job 1A' });
    await openFilters(userEvent);
    const filter = screen.getByRole('combobox', { name: 'Skills' });
    await userEvent.click(filter);
    await userEvent.type(filter, 'Web');
    expect(filter).toHaveValue('Web');
    await userEvent.click(await screen.findByRole('option', { name: 'Web development' }));
    expect(skillsAsked).toContain('Web');
    await waitFor(() => expect(search.last()?.get('skill_ids')).toBe('9'));
    expect(new URLSearchParams(router.state.location.search).get('skill_ids')).toBe('9');
  });

  it('applies a salary range on Enter, and refuses one upside down', async () => {
    const search = searchHandler();
    server.use(search.handler);
    const { userEvent, router } = open('/jobs');
    await screen.findByRole('link', { name: 'Job 1A' });
    await openFilters(userEvent);

    await userEvent.type(screen.getByRole('textbox', { name: 'Salary from (Taka a month)' }), '২০০০০{Enter}');
    await waitFor(() => expect(search.last()?.get('salary_min')).toBe('20000'));
    expect(router.state.location.search).toBe('?salary_min=20000');

    await userEvent.type(screen.getByRole('textbox', { name: 'Salary up to (Taka a month)' }), '1000{Enter}');
    expect(
      await screen.findByText('The highest salary must not be less than the lowest.'),
    ).toBeInTheDocument();
    expect(search.last()?.get('salary_max')).toBeNull();
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
