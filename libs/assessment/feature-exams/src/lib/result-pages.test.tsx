import { expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { type AptitudeTestStatus, endpoints } from '@platform/contract';
import {
  asYouthInAssessment,
  errorResponse,
  handlerFor,
  listHandlerFor,
  makeAttemptResult,
  makeYouthJobAssessment,
  server,
  setupPlatformTests,
} from '@platform/testing';
import { examRoutes } from './exam-routes';

/* The assessment portal's result pages: an attempt's, the aptitude test's and the job assessments' list. */

const open = setupPlatformTests(examRoutes, asYouthInAssessment());

/** The module exam 12, passed with 7 of 10 when the time ran out. */
const result = makeAttemptResult({
  attempt_id: 12,
  kind: 'job',
  title: 'পরীক্ষা',
  title_en: 'Module exam',
  closed_by: 'deadline',
  total_marks: 10,
  pass_marks: 4,
  obtained_marks: 7,
  passed: true,
  answered: 4,
  questions: 5,
  areas: [],
});

it('shows an attempt’s result by id on /exam-module-result/{id}', async () => {
  server.use(
    handlerFor(endpoints.examAttemptResult, ({ params }) => ({ ...result, attempt_id: Number(params.id) })),
  );
  open('/exam-module-result/12');
  expect(await screen.findByRole('heading', { level: 1, name: 'Module exam result' })).toBeInTheDocument();
  expect(await screen.findByText('Congratulations! You passed.')).toBeInTheDocument();
  expect(screen.getByText(/7 of 10 marks/)).toBeInTheDocument();
  expect(
    screen.getByText('The time ran out: the answers saved until then were submitted.'),
  ).toBeInTheDocument();
});

it('says so when the attempt is not the caller’s', async () => {
  server.use(handlerFor(endpoints.examAttemptResult, () => errorResponse(404, 'errors.not_found')));
  open('/exam-lesson-result/99');
  expect(await screen.findByText('The result could not be loaded')).toBeInTheDocument();
});

const aptitude = (over: Partial<AptitudeTestStatus>): AptitudeTestStatus => ({
  info: { configured: true, duration_minutes: 20, pass_percentage: 50, questions: 6, areas: [] },
  has_attended_assessment: false,
  participation: 'exam_not_started',
  attempt_id: null,
  result: null,
  url: 'http://localhost:4204/aptitude-test',
  result_url: 'http://localhost:4204/aptitude-test-result',
  ...over,
});

it('shows the failed aptitude test with the spec’s message', async () => {
  const status = aptitude({ has_attended_assessment: true, result: makeAttemptResult() });
  server.use(handlerFor(endpoints.youthAptitudeTest, () => status));
  open('/aptitude-test-result');
  expect(await screen.findByRole('heading', { level: 1, name: 'Aptitude test result' })).toBeInTheDocument();
  expect(
    await screen.findByText('Sorry! You could not pass the verification assessment'),
  ).toBeInTheDocument();
});

it('offers the aptitude test to a youth who has not taken it', async () => {
  server.use(handlerFor(endpoints.youthAptitudeTest, () => aptitude({})));
  open('/aptitude-test-result');
  expect(await screen.findByText('You have not taken the aptitude test yet.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Take the aptitude test' })).toHaveAttribute(
    'href',
    '/aptitude-test',
  );
});

it('lists the youth’s job assessments with their state, marks and a way to open each', async () => {
  server.use(
    listHandlerFor(endpoints.youthJobAssessments, () => ({
      data: [
        makeYouthJobAssessment({
          participation: 'already_participated',
          result: makeAttemptResult({ kind: 'job', obtained_marks: 7, total_marks: 10 }),
        }),
      ],
    })),
  );
  open('/job-assessment-result');
  const table = await screen.findByRole('table', { name: 'My assessment results' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Assessment', 'Job', 'State', 'Marks', 'Actions']);
  const row = await within(table).findByRole('row', { name: /Skills check/ });
  expect(within(row).getByText('Already participated')).toBeInTheDocument();
  expect(within(row).getByText(/7 of 10/)).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/job-assessment/7');
});
