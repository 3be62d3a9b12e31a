import { expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventApi from '@testing-library/user-event';
import { type RplBatch, RPL_PERMISSIONS, rplEndpoints as E } from '@platform/contract';
import {
  asProvider,
  errorResponse,
  handlerFor,
  renderWithPlatform,
  server,
  setupMswServer,
} from '@platform/testing';
import { rplAssessmentRoutes } from './rpl-assessment-routes';

setupMswServer();

const batch: RplBatch = {
  id: 3,
  title: 'রাজমিস্ত্রি ব্যাচ ১',
  title_en: 'Masons, batch 1',
  occupation: { id: 11, title: 'রাজমিস্ত্রি', title_en: 'Mason' },
  level: { id: 21, title: 'স্তর ১', title_en: 'Level 1', passing_score: 60 },
  assessor: { id: 9, name: 'মূল্যায়নকারী', name_en: 'Assessor Ali' },
  exam_date: '2027-03-15',
  centre: { id: 4, title: 'কেন্দ্র', title_en: 'Mirpur centre' },
  candidates: [
    {
      application_id: 70,
      youth_name: 'রহিম',
      youth_name_en: 'Rahim Uddin',
      status: 'submitted',
      score: null,
      cgpa: null,
      certificate_id: null,
    },
  ],
  marked: 0,
};

const open = () =>
  renderWithPlatform(rplAssessmentRoutes, {
    route: '/rpl-assessment/3',
    ...asProvider([RPL_PERMISSIONS.markBatch], { username: 'assessor' }),
  });

it('states the rule with the level’s passing score before any error, and checks the score on the page', async () => {
  let sent = 0;
  server.use(
    handlerFor(E.assessorRplBatch, () => batch),
    handlerFor(E.markRplCandidate, () => {
      sent += 1;
      return batch;
    }),
  );
  const user = userEventApi.setup();
  open();
  expect(await screen.findByRole('heading', { level: 1, name: 'Mark an RPL batch' })).toBeInTheDocument();
  // the rule names the level's passing score: it shows once the batch has loaded (the heading comes first)
  expect(await screen.findByText(/a score of 60% or more passes/)).toBeInTheDocument();
  expect(screen.queryByText('This field is required')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Save the marks of Rahim Uddin' }));
  expect(await screen.findByText('This field is required')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: /Score \(%\) of Rahim Uddin/ }), '101');
  await user.click(screen.getByRole('button', { name: 'Save the marks of Rahim Uddin' }));
  expect(await screen.findByText('Must be at most 100')).toBeInTheDocument();
  expect(sent).toBe(0);
  expect(screen.getByRole('button', { name: 'No marked candidate to certify' })).toBeDisabled();
}, 60_000);

it('sends only the score, shows the result the gateway decided, then certifies', async () => {
  let body: unknown;
  let certified = false;
  const marked: RplBatch = {
    ...batch,
    candidates: [
      { ...(batch.candidates[0] as RplBatch['candidates'][number]), status: 'passed', score: 72.5 },
    ],
    marked: 1,
  };
  let current = batch;
  server.use(
    handlerFor(E.assessorRplBatch, () => current),
    handlerFor(E.markRplCandidate, ({ params, body: b }) => {
      expect(params).toEqual({ id: '3', applicationId: '70' });
      body = b;
      current = marked;
      return marked;
    }),
    handlerFor(E.certifyRplBatch, () => {
      certified = true;
      current = {
        ...marked,
        candidates: [{ ...(marked.candidates[0] as RplBatch['candidates'][number]), status: 'certified' }],
        marked: 0,
      };
      return current;
    }),
  );
  const user = userEventApi.setup();
  open();
  await user.type(await screen.findByRole('textbox', { name: /Score \(%\) of Rahim Uddin/ }), '72.5');
  await user.click(screen.getByRole('button', { name: 'Save the marks of Rahim Uddin' }));
  await waitFor(() => expect(body).toEqual({ score: 72.5 }));
  const row = within((await screen.findByText('Passed')).closest('tr') as HTMLElement);
  expect(row.getByText('Your score: 72.5%')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Certify the result of 1 candidate' }));
  expect(await screen.findByText('Certified')).toBeInTheDocument();
  expect(certified).toBe(true);
}, 60_000);

it('shows the gateway’s refusal of a second mark', async () => {
  server.use(
    handlerFor(E.assessorRplBatch, () => batch),
    handlerFor(E.markRplCandidate, () => errorResponse(409, 'rpl.errors.not_markable')),
  );
  const user = userEventApi.setup();
  open();
  await user.type(await screen.findByRole('textbox', { name: /Score \(%\) of Rahim Uddin/ }), '50');
  await user.click(screen.getByRole('button', { name: 'Save the marks of Rahim Uddin' }));
  expect(
    await screen.findByText('Only a submitted application in a batch can be marked'),
  ).toBeInTheDocument();
}, 60_000);
