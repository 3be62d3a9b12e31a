import { expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { type AttemptResult, endpoints } from '@platform/contract';
import {
  ASSESSMENT_PORTAL,
  errorResponse,
  handlerFor,
  makeProfile,
  server,
  setupPlatformTests,
} from '@platform/testing';
import { examRoutes } from './exam-routes';

const open = setupPlatformTests(examRoutes, { user: makeProfile(), portal: ASSESSMENT_PORTAL });

const result: AttemptResult = {
  attempt_id: 12,
  kind: 'job',
  title: 'পরীক্ষা',
  title_en: 'Module exam',
  submitted_at: '2026-11-25T10:00:00.000Z',
  closed_by: 'deadline',
  total_marks: 10,
  pass_marks: 4,
  obtained_marks: 7,
  passed: true,
  marking: 'complete',
  answered: 4,
  questions: 5,
  areas: [],
};

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
