import { expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventApi from '@testing-library/user-event';
import { rplEndpoints as E } from '@platform/contract';
import { type LookupRecord, RESOURCES, resourceEndpoints } from '@platform/resources';
import {
  asYouth,
  errorResponse,
  handlerFor,
  listHandlerFor,
  server,
  setupPlatformTests,
} from '@platform/testing';
import { rplRoutes } from './rpl-routes';
import { makeRplApplication } from './test-data';

const lookup = (name: 'rpl_sectors' | 'rpl_occupations' | 'rpl_levels') => {
  const list = resourceEndpoints(RESOURCES[name]).lookupList;
  if (!list) throw new Error(`${name} has a public lookup`);
  return list;
};

const SECTORS: LookupRecord[] = [{ id: 1, title: 'নির্মাণ', title_en: 'Construction', row_status: 1 }];
const OCCUPATIONS: LookupRecord[] = [
  { id: 11, title: 'রাজমিস্ত্রি', title_en: 'Mason', rpl_sector_id: 1, row_status: 1 },
  { id: 12, title: 'ইলেকট্রিশিয়ান', title_en: 'Electrician', rpl_sector_id: 1, row_status: 1 },
];
const LEVELS: LookupRecord[] = [
  { id: 21, title: 'স্তর ১', title_en: 'Level 1', rpl_occupation_id: 11, passing_score: 60, row_status: 1 },
  { id: 22, title: 'স্তর ২', title_en: 'Level 2', rpl_occupation_id: 11, passing_score: 70, row_status: 1 },
  {
    id: 23,
    title: 'স্তর ১',
    title_en: 'Level 1 (electric)',
    rpl_occupation_id: 12,
    passing_score: 60,
    row_status: 1,
  },
];

const application = makeRplApplication();

function serveCatalogue() {
  const filtered = (rows: LookupRecord[], query: URLSearchParams, key: string) =>
    rows.filter((r) => !query.get(key) || String(r[key]) === query.get(key));
  server.use(
    listHandlerFor(lookup('rpl_sectors'), () => ({ data: SECTORS })),
    listHandlerFor(lookup('rpl_occupations'), ({ query }) => ({
      data: filtered(OCCUPATIONS, query, 'rpl_sector_id'),
    })),
    listHandlerFor(lookup('rpl_levels'), ({ query }) => ({
      data: filtered(LEVELS, query, 'rpl_occupation_id'),
    })),
    handlerFor(E.myRplApplications, () => [application]),
  );
}

const open = setupPlatformTests(rplRoutes, { ...asYouth(), route: '/rpl/apply' });

async function choose(user: ReturnType<typeof userEventApi.setup>, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

it('states its rules before any error, and a level waits for its occupation, which waits for its sector', async () => {
  serveCatalogue();
  open();
  expect(await screen.findByRole('heading', { level: 1, name: 'Apply for RPL' })).toBeInTheDocument();
  expect(screen.getByText(/Every field except your workplace is required/)).toBeInTheDocument();
  expect(screen.queryByText('This field is required')).toBeNull();
  expect(screen.getByRole('combobox', { name: /Occupation/ })).toBeInTheDocument();
  expect(screen.getAllByText(/Choose the Sector first/i).length).toBeGreaterThan(0);
});

it('shows each field’s rule on submit without sending anything', async () => {
  serveCatalogue();
  let posted = 0;
  server.use(
    handlerFor(E.applyRpl, () => {
      posted += 1;
      return application;
    }),
  );
  const user = userEventApi.setup();
  open();
  await user.click(await screen.findByRole('button', { name: 'Submit the application' }));
  expect((await screen.findAllByText('This field is required')).length).toBeGreaterThanOrEqual(5);
  await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '0171');
  await user.click(screen.getByRole('button', { name: 'Submit the application' }));
  expect(await screen.findByText('Mobile number must be 11 digits')).toBeInTheDocument();
  expect(posted).toBe(0);
});

it('posts the exact body (sector → occupation → level of the lookups) and opens the youth’s applications', async () => {
  serveCatalogue();
  let body: unknown;
  server.use(
    handlerFor(E.applyRpl, ({ body: b }) => {
      body = b;
      return application;
    }),
  );
  const user = userEventApi.setup();
  open();
  await screen.findByRole('heading', { level: 1, name: 'Apply for RPL' });
  await choose(user, /Sector/, 'Construction');
  await choose(user, /Occupation/, 'Mason');
  // only the levels of the chosen occupation are offered
  await user.click(screen.getByRole('combobox', { name: /Level/ }));
  const listbox = await screen.findByRole('listbox');
  expect(within(listbox).queryByRole('option', { name: 'Level 1 (electric)' })).toBeNull();
  await user.click(within(listbox).getByRole('option', { name: 'Level 2' }));
  await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '01711000001');
  await user.type(screen.getByRole('textbox', { name: /Years of experience/ }), '6');
  await user.type(screen.getByRole('textbox', { name: /What you do/ }), 'Brick work.');
  await user.click(screen.getByRole('button', { name: 'Submit the application' }));
  await waitFor(() =>
    expect(body).toEqual({
      rpl_sector_id: 1,
      rpl_occupation_id: 11,
      rpl_level_id: 22,
      mobile: '01711000001',
      experience_years: 6,
      workplace: null,
      experience_summary: 'Brick work.',
    }),
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'My RPL applications' })).toBeInTheDocument();
  expect(await screen.findByText('Status: Submitted')).toBeInTheDocument();
}, 60_000);

it('puts the gateway’s refusal of a level on its field', async () => {
  serveCatalogue();
  server.use(
    handlerFor(E.applyRpl, () =>
      errorResponse(422, 'errors.validation', { rpl_level_id: ['rpl.errors.not_of_occupation'] }),
    ),
  );
  const user = userEventApi.setup();
  open();
  await screen.findByRole('heading', { level: 1, name: 'Apply for RPL' });
  await choose(user, /Sector/, 'Construction');
  await choose(user, /Occupation/, 'Mason');
  await choose(user, /Level/, 'Level 1');
  await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '01711000001');
  await user.type(screen.getByRole('textbox', { name: /Years of experience/ }), '2');
  await user.type(screen.getByRole('textbox', { name: /What you do/ }), 'Work.');
  await user.click(screen.getByRole('button', { name: 'Submit the application' }));
  expect(await screen.findByText('This level is not one of the chosen occupation')).toBeInTheDocument();
}, 60_000);
