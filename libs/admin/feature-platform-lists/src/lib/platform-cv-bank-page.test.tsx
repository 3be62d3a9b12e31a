import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { endpoints, type PlatformCvBankEntry } from '@platform/contract';
import {
  errorResponse,
  handlerFor,
  listHandlerFor,
  lookupEndpoints,
  makeCvBankEntry,
  makeCvView,
  makeLookup,
  pdfHandlerFor,
  server,
  stubDownload,
} from '@platform/testing';
import { platformListTests } from '../test/platform-lists';

/*
 * /platform-cv-bank and a CV's page (ADR 0128) over contract-typed handlers: the rows, the recruiters' filters in the
 * address (one skill sent as the search's skill list), the CV with its PDF and the way back, and the key.
 */

const KEY = 'view_platform_cv_bank';
const openAs = platformListTests([KEY]);
const rahim: PlatformCvBankEntry = {
  ...makeCvBankEntry({
    headline: 'Junior web developer',
    skills: [{ id: 7, title: 'ওয়েব', title_en: 'Web development' }],
    experience_years: 2,
  }),
  youth_id: 8,
};
const RAHIM = rahim.public_id;

let queries: URLSearchParams[];
let pdfRequests: string[];
beforeEach(() => {
  queries = [];
  pdfRequests = [];
  server.use(
    listHandlerFor(endpoints.platformCvBank, ({ query }) => {
      queries.push(query);
      return { data: [rahim], meta: { current_page: 1, page_size: 10, total: 1, total_page: 1 } };
    }),
    listHandlerFor(lookupEndpoints('skills').list, () => ({
      data: [makeLookup(3, 'Teamwork'), makeLookup(7, 'Web development')],
    })),
    handlerFor(lookupEndpoints('skills').read, () => makeLookup(7, 'Web development')),
    listHandlerFor(lookupEndpoints('education_levels').list, () => ({
      data: [makeLookup(4, 'Higher Secondary (HSC)')],
    })),
    listHandlerFor(lookupEndpoints('divisions').list, () => ({ data: [makeLookup(1, 'Dhaka')] })),
    listHandlerFor(lookupEndpoints('districts').list, () => ({
      data: [makeLookup(41, 'Gazipur', { division_id: 1 })],
    })),
    handlerFor(endpoints.platformCvBankCv, ({ params }) =>
      params.id === RAHIM ? makeCvView({ contact: undefined }) : errorResponse(404, 'errors.not_found'),
    ),
    pdfHandlerFor(endpoints.platformCvBankCvPdf, 'CV.pdf', pdfRequests),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
const lastQuery = () => Object.fromEntries(queries.at(-1) ?? []);

describe('/platform-cv-bank', () => {
  it('lists the CV bank: position, skills, place, experience and completion; filters from the address', async () => {
    openAs('/platform-cv-bank?skill_id=7&min_experience_years=2');
    const link = await screen.findByRole('link', { name: 'View the CV of Rahim Uddin' });
    expect(link).toHaveAttribute('href', `/platform-cv-bank/${RAHIM}`);
    const row = link.closest('tr') as HTMLElement;
    for (const text of [
      'Junior web developer',
      'Web development',
      'Gazipur',
      'Dhaka',
      '2 years',
      '80% complete',
    ])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ skill_ids: '7', min_experience_years: '2' });
    expect(lastQuery()).not.toHaveProperty('skill_id');
  });

  it('sends the filters the user chooses to the gateway', async () => {
    const { userEvent: user } = openAs('/platform-cv-bank');
    await screen.findByRole('link', { name: 'View the CV of Rahim Uddin' });
    await user.selectOptions(screen.getByLabelText('Experience'), 'At least 5 years');
    await waitFor(() => expect(lastQuery()).toMatchObject({ min_experience_years: '5' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or position' }), 'rahim{Enter}');
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'rahim', min_experience_years: '5' }));
  });

  it('opens the CV, downloads its PDF through the staff call and goes back to the same search', async () => {
    stubDownload();
    const { userEvent: user } = openAs('/platform-cv-bank?min_experience_years=1');
    await user.click(await screen.findByRole('link', { name: 'View the CV of Rahim Uddin' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rahim Uddin' })).toBeInTheDocument();
    expect(
      screen.getByText('Parts the youth keeps private are not shown, as recruiters see the CV.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('The CV is downloaded.')).toBeInTheDocument();
    expect(pdfRequests).toEqual([`/private/cv-bank/${RAHIM}/platform/cv.pdf?lang=en-US`]);
    expect(screen.getByRole('link', { name: 'Back to the CV bank' })).toHaveAttribute(
      'href',
      '/platform-cv-bank?min_experience_years=1',
    );
  });

  it('says when a CV is not in the bank', async () => {
    openAs('/platform-cv-bank/00000000-0000-4000-8000-000000000000');
    expect(
      await screen.findByText('This CV is not in the CV bank (the youth may have left it).'),
    ).toBeInTheDocument();
  });

  it('shows Unauthorized without view_platform_cv_bank and asks the gateway nothing', async () => {
    openAs('/platform-cv-bank', ['view_cv_bank']);
    expect(await screen.findByText(/you do not have permission to view this page/i)).toBeInTheDocument();
    expect(queries).toEqual([]);
  });
});
