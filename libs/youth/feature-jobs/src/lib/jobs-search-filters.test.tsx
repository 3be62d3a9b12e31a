import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { RESOURCES, resourceEndpoints } from '@platform/resources';
import { listHandlerFor, server } from '@platform/testing';
import { jobsTests } from '../test/fixtures';

const open = jobsTests();
import { openFilters, searchHandler } from '../test/job-search';

/* /jobs: the filters — labels, search text and a filter in the address, the skills, the salary range. */

describe('/jobs filters', () => {
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
});
