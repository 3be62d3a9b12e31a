import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { endpoints } from '@platform/contract';
import { RESOURCES, resourceEndpoints } from '@platform/resources';
import { handlerFor, listHandlerFor, makeCvBankEntry, server, setupPlatformTests } from '@platform/testing';
import { lookup, recruiter, recruiterPortal, SUMAIYA } from '../test/fixtures';
import { cvBankRoutes } from './cv-bank-routes';

const openPage = setupPlatformTests(cvBankRoutes);

let queries: URLSearchParams[];

const list = (name: 'skills' | 'education_levels' | 'divisions' | 'districts') => {
  const endpoint = resourceEndpoints(RESOURCES[name]).lookupList;
  if (!endpoint) throw new Error(`${name} has no lookup`);
  return endpoint;
};

const read = (name: 'skills') => {
  const endpoint = resourceEndpoints(RESOURCES[name]).lookupRead;
  if (!endpoint) throw new Error(`${name} has no lookup`);
  return endpoint;
};

const entries = [
  makeCvBankEntry(),
  makeCvBankEntry({
    public_id: SUMAIYA,
    full_name: 'সুমাইয়া খাতুন',
    full_name_en: 'Sumaiya Khatun',
    headline: null,
    skills: [],
    location: null,
    experience_years: 0,
    profile_completion: 45,
  }),
];

beforeEach(() => {
  queries = [];
  server.use(
    listHandlerFor(endpoints.cvBank, ({ query }) => {
      queries.push(query);
      const page = Number(query.get('page') ?? 1);
      return {
        data:
          page === 1
            ? entries
            : [
                makeCvBankEntry({
                  public_id: '11111111-2222-4333-8444-555555555555',
                  full_name_en: 'Karim Mia',
                }),
              ],
        meta: { current_page: page, page_size: 10, total: 23, total_page: 3 },
      };
    }),
    listHandlerFor(list('skills'), ({ query }) => ({
      data: [lookup(3, 'Teamwork'), lookup(7, 'Web development')].filter(
        (s) =>
          !query.get('search') ||
          String(s.title_en)
            .toLowerCase()
            .includes(String(query.get('search')).toLowerCase()),
      ),
    })),
    handlerFor(
      read('skills'),
      ({ params }) =>
        [lookup(3, 'Teamwork'), lookup(7, 'Web development')].find((s) => s.id === Number(params.id)) ??
        lookup(0, '?'),
    ),
    listHandlerFor(list('education_levels'), () => ({
      data: [lookup(4, 'Higher Secondary (HSC)'), lookup(5, 'Bachelor (Honours)')],
    })),
    listHandlerFor(list('divisions'), () => ({ data: [lookup(1, 'Dhaka'), lookup(2, 'Chattogram')] })),
    listHandlerFor(list('districts'), ({ query }) => ({
      data: query.get('division_id') === '1' ? [lookup(11, 'Gazipur', { division_id: 1 })] : [],
    })),
  );
});

function open(route = '/cv-bank', permissions = recruiter.permissions) {
  return openPage(route, { user: { ...recruiter, permissions }, portal: recruiterPortal });
}

describe('/cv-bank', () => {
  it('lists the CVs found, server-paged, with only what the youths show', async () => {
    open();
    const results = await screen.findByRole('list', { name: 'CVs found' }, { timeout: 4000 });
    const rahim = within(results).getByRole('link', { name: 'View the CV of Rahim Uddin' });
    expect(rahim).toHaveAttribute('href', `/cv-bank/3f1c2b6e-0d7a-4f55-9a43-2f1d8f5b7c10`);
    const card = within(rahim.closest('li') as HTMLElement);
    expect(card.getByText('Junior Web Developer')).toBeInTheDocument();
    expect(card.getByText('3 years of experience · Gazipur, Dhaka')).toBeInTheDocument();
    expect(card.getByText('Teamwork')).toBeInTheDocument();
    expect(card.getByText('Profile 80% complete')).toBeInTheDocument();
    // Sumaiya hides her experience and addresses: nothing of them is shown
    const sumaiya = within(
      within(results)
        .getByRole('link', { name: 'View the CV of Sumaiya Khatun' })
        .closest('li') as HTMLElement,
    );
    expect(sumaiya.getByText('No job experience on the CV')).toBeInTheDocument();
    expect(sumaiya.getByText('No experience yet')).toBeInTheDocument();
    expect(screen.getByText('23 CVs found')).toBeInTheDocument();
    expect(queries[0]?.get('page')).toBe('1');
    expect(queries[0]?.get('page_size')).toBe('10');
  });

  it('searches with every filter on the server and keeps the search in the address', async () => {
    const { userEvent: user, router } = open();
    await screen.findByRole('list', { name: 'CVs found' }, { timeout: 4000 });
    const form = within(screen.getByRole('search', { name: 'Search CVs' }));
    await user.type(form.getByRole('searchbox', { name: 'Name or position' }), 'developer');
    await user.click(form.getByRole('combobox', { name: 'Skills (all of them)' }));
    await user.click(await screen.findByRole('option', { name: 'Web development' }));
    await waitFor(() => expect(form.getByRole('option', { name: 'Bachelor (Honours)' })).toBeInTheDocument());
    await user.selectOptions(form.getByRole('combobox', { name: 'Education level' }), 'Bachelor (Honours)');
    await user.type(form.getByRole('spinbutton', { name: 'Minimum experience (years)' }), '2');
    await waitFor(() => expect(form.getByRole('option', { name: 'Dhaka' })).toBeInTheDocument());
    await user.selectOptions(form.getByRole('combobox', { name: 'Division' }), 'Dhaka');
    await waitFor(() => expect(form.getByRole('option', { name: 'Gazipur' })).toBeInTheDocument());
    await user.selectOptions(form.getByRole('combobox', { name: 'District' }), 'Gazipur');
    await user.click(form.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries.at(-1)?.get('skill_ids')).toBe('7'));
    const last = queries.at(-1);
    expect(Object.fromEntries(last?.entries() ?? [])).toMatchObject({
      search: 'developer',
      skill_ids: '7',
      education_level_id: '5',
      min_experience_years: '2',
      loc_division_id: '1',
      loc_district_id: '11',
      page: '1',
    });
    expect(router.state.location.search).toBe(
      '?skill_ids=7&education_level_id=5&min_experience_years=2&loc_division_id=1&loc_district_id=11&search=developer',
    );
    // the form now shows the search it made
    const again = within(screen.getByRole('search', { name: 'Search CVs' }));
    expect(again.getByRole('searchbox', { name: 'Name or position' })).toHaveValue('developer');
    await user.click(again.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  }, 20_000);

  it('pages on the server through one labelled pagination', async () => {
    const { userEvent: user, router } = open();
    const pages = await screen.findByRole('navigation', { name: 'Pages of CVs' }, { timeout: 4000 });
    await user.click(within(pages).getByRole('button', { name: 'Go to the next page' }));
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('2'));
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByRole('link', { name: 'View the CV of Karim Mia' })).toBeInTheDocument();
  });

  it('names skills chosen before from the address and searches with them at once', async () => {
    open('/cv-bank?skill_ids=3&education_level_id=4');
    await waitFor(() => expect(queries[0]?.get('skill_ids')).toBe('3'));
    expect(queries[0]?.get('education_level_id')).toBe('4');
    const form = within(screen.getByRole('search', { name: 'Search CVs' }));
    expect(await form.findByRole('button', { name: 'Teamwork' })).toBeInTheDocument();
  });

  it('shows the Unauthorized page without view_cv_bank and asks nothing', async () => {
    open('/cv-bank', ['view_any_job']);
    expect(
      await screen.findByText(/you do not have permission to view this page/i, {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(queries).toEqual([]);
  });
});
