import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { endpoints, type YouthAdminEntry } from '@platform/contract';
import {
  asAdmin,
  errorResponse,
  handlerFor,
  listHandlerFor,
  lookupEndpoints,
  makeCvView,
  makeLookup,
  pdfHandlerFor,
  server,
  setupPlatformTests,
  stubDownload,
} from '@platform/testing';
import { userRoutes } from './users-routes';

const open = setupPlatformTests(userRoutes);

function youth(id: number, over: Partial<YouthAdminEntry> = {}): YouthAdminEntry {
  return {
    id,
    username: `youth${id}`,
    full_name: `যুব ${id}`,
    full_name_en: `Youth ${id}`,
    mobile: null,
    email: null,
    gender: null,
    district: null,
    profile_completion: 0,
    created_at: '2026-03-01T00:00:00Z',
    row_status: 1,
    ...over,
  };
}

const rows = [
  youth(8, {
    username: 'youth',
    full_name: 'রহিম উদ্দিন',
    full_name_en: 'Rahim Uddin',
    mobile: '01711000008',
    email: 'youth@platform.local',
    gender: 1,
    district: { title: 'গাজীপুর', title_en: 'Gazipur' },
    profile_completion: 80,
    created_at: '2026-02-14T09:00:00Z',
  }),
  youth(9, {
    username: 'youth2',
    full_name_en: 'Sumaiya Khatun',
    email: 'youth2@platform.local',
    gender: 2,
    profile_completion: 45,
    row_status: 0,
  }),
];

let queries: URLSearchParams[];
let pdfRequests: string[];

beforeEach(() => {
  queries = [];
  pdfRequests = [];
  server.use(
    listHandlerFor(endpoints.youths, ({ query }) => {
      queries.push(query);
      return { data: rows, meta: { current_page: 1, page_size: 10, total: 23, total_page: 3 } };
    }),
    listHandlerFor(lookupEndpoints('divisions').list, () => ({
      data: [makeLookup(1, 'Dhaka'), makeLookup(2, 'Chattogram')],
    })),
    listHandlerFor(lookupEndpoints('districts').list, () => ({
      data: [makeLookup(41, 'Gazipur', { division_id: 1 })],
    })),
    handlerFor(endpoints.youth, ({ params }) =>
      params.id === '8'
        ? makeCvView({ full_name: 'রহিম উদ্দিন', full_name_en: 'Rahim Uddin', contact: undefined })
        : errorResponse(404, 'errors.not_found'),
    ),
    pdfHandlerFor(endpoints.youthCvPdf, 'CV.pdf', pdfRequests),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const render = (route = '/youths', as = asAdmin(['view_any_youth'])) => open(route, as);
const lastQuery = () => Object.fromEntries(queries.at(-1) ?? []);

describe('/youths', () => {
  it('shows the Unauthorized page without view_any_youth and asks the gateway nothing', async () => {
    render('/youths', asAdmin(['view_any_user']));
    expect(await screen.findByText(/you do not have permission to view this page/i)).toBeInTheDocument();
    expect(queries).toEqual([]);
  });

  it('lists a server page: name, contact, gender, district, completion, registration and status', async () => {
    render();
    const rahim = await screen.findByRole(
      'link',
      { name: 'Open the profile of Rahim Uddin' },
      { timeout: 4000 },
    );
    expect(within(screen.getByRole('table', { name: 'Youth' })).getAllByRole('row')).toHaveLength(3);
    const row = rahim.closest('tr') as HTMLElement;
    for (const text of ['youth', '01711000008', 'Male', 'Gazipur', '80% complete', 'Active'])
      expect(within(row).getByText(text)).toBeInTheDocument();
    const sumaiya = screen.getByRole('link', { name: 'Open the profile of Sumaiya Khatun' }).closest('tr');
    for (const text of ['youth2@platform.local', 'Female', '45% complete', 'Inactive'])
      expect(within(sumaiya as HTMLElement).getByText(text)).toBeInTheDocument();
    expect(lastQuery()).toEqual({ page: '1', page_size: '10' });
  });

  it('sends the search and each filter to the gateway, a completion band as its bounds', async () => {
    const { userEvent: user } = render();
    await screen.findByRole('link', { name: 'Open the profile of Rahim Uddin' }, { timeout: 4000 });
    await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
    await waitFor(() => expect(lastQuery()).toMatchObject({ gender: '2' }));
    await user.selectOptions(screen.getByLabelText('Profile completion'), '50% to 79%');
    await waitFor(() => expect(lastQuery()).toMatchObject({ min_completion: '50', max_completion: '79' }));
    expect(lastQuery()).not.toHaveProperty('completion');
    await user.selectOptions(screen.getByLabelText('Status'), 'Inactive');
    await waitFor(() => expect(lastQuery()).toMatchObject({ row_status: '0' }));
    await user.click(screen.getByRole('combobox', { name: 'Division' }));
    await user.click(await screen.findByRole('option', { name: 'Dhaka' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ loc_division_id: '1' }));
    await user.click(screen.getByRole('combobox', { name: 'District' }));
    await user.click(await screen.findByRole('option', { name: 'Gazipur' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ loc_division_id: '1', loc_district_id: '41' }));
    await user.type(screen.getByRole('searchbox', { name: 'Name, username or mobile' }), 'rahim{Enter}');
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'rahim', gender: '2', page: '1' }));
  });

  it('opens a youth’s public CV from the row, downloads its PDF and goes back to the same list', async () => {
    stubDownload();
    const { userEvent: user } = render('/youths?gender=1');
    await user.click(
      await screen.findByRole('link', { name: 'Open the profile of Rahim Uddin' }, { timeout: 4000 }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rahim Uddin' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Sections the youth keeps hidden are not shown, as on the public CV.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download the CV (PDF)' }));
    expect(await screen.findByText('The CV was downloaded.')).toBeInTheDocument();
    expect(pdfRequests).toEqual(['/private/youths/8/cv.pdf?lang=en-US']);
    expect(screen.getByRole('link', { name: 'Back to the youth' })).toHaveAttribute(
      'href',
      '/youths?gender=1',
    );
  });

  it('says when there is no such youth', async () => {
    render('/youths/12345');
    expect(
      await screen.findByText('There is no youth with this number.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });
});
