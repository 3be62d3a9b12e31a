import ExcelJS from 'exceljs';
import { expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  courseBatchEndpoints as B,
  courseEndpoints as E,
  courseTraineeEndpoints as T,
  type TraineeAssessment,
} from '@platform/contract';
import {
  asProvider,
  handlerFor,
  listHandlerFor,
  server,
  setupPlatformTests,
  stubDownload,
} from '@platform/testing';
import { coursesRoutes } from './courses-routes';
import { batch, makeCourse, trainee as rahim } from './test-data';

const open = setupPlatformTests(coursesRoutes, asProvider());

const trainee = (over: Parameters<typeof rahim>[0] = {}) =>
  rahim({ progress_percent: 60, quizzes_total: 3, quizzes_taken: 2, quizzes_passed: 1, ...over });

it('lists the trainees with batch, status, progress and quizzes, and filters by batch and status on the gateway', async () => {
  const queries: URLSearchParams[] = [];
  server.use(
    handlerFor(E.course, () => makeCourse()),
    handlerFor(B.courseBatches, () => [batch(7, 'December batch'), batch(8, 'January batch')]),
    listHandlerFor(T.courseTrainees, ({ query }) => {
      queries.push(query);
      const rows = [
        trainee(),
        trainee({
          enrolment_id: 2,
          youth_id: 42,
          name_en: 'Sumaiya Khatun',
          batch_id: 8,
          batch_title_en: 'January batch',
          status: 'payment_pending',
          enrolled_at: null,
          progress_percent: 0,
          quizzes_taken: 0,
          quizzes_passed: 0,
        }),
      ].filter(
        (r) =>
          (!query.get('batch_id') || String(r.batch_id) === query.get('batch_id')) &&
          (!query.get('status') || r.status === query.get('status')),
      );
      return { data: rows, meta: { total: rows.length } };
    }),
  );
  const { userEvent } = open('/courses/11/trainees', asProvider(['view_any_course']));
  expect(await screen.findByRole('heading', { level: 1, name: 'Trainees' })).toBeInTheDocument();
  const rahim = (await screen.findByText('Rahim Uddin')).closest('tr') as HTMLElement;
  expect(within(rahim).getByText('December batch')).toBeInTheDocument();
  expect(within(rahim).getByText('Enrolled (paid)')).toBeInTheDocument();
  expect(within(rahim).getByText('60%')).toBeInTheDocument();
  expect(within(rahim).getByRole('progressbar', { name: 'Progress of Rahim Uddin' })).toHaveAttribute(
    'aria-valuenow',
    '60',
  );
  expect(within(rahim).getByText('Not yet')).toBeInTheDocument();
  expect(within(rahim).getByText('1 of 3 passed (2 taken)')).toBeInTheDocument();
  expect(within(rahim).getByRole('link', { name: 'Quiz results of Rahim Uddin' })).toHaveAttribute(
    'href',
    '/courses/11/trainees/41/assessment',
  );
  const sumaiya = screen.getByText('Sumaiya Khatun').closest('tr') as HTMLElement;
  expect(within(sumaiya).getByText('Payment pending')).toBeInTheDocument();
  expect(within(sumaiya).getByText(/^Asked on /)).toBeInTheDocument();

  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Batch' }), 'January batch');
  await waitFor(() => expect(screen.queryByText('Rahim Uddin')).not.toBeInTheDocument());
  expect(screen.getByText('Sumaiya Khatun')).toBeInTheDocument();
  expect(queries.at(-1)?.get('batch_id')).toBe('8');

  await userEvent.selectOptions(
    screen.getByRole('combobox', { name: 'Enrolment status' }),
    'Enrolled (paid)',
  );
  expect(await screen.findByText('No trainees found')).toBeInTheDocument();
  expect(queries.at(-1)?.get('status')).toBe('enrolled');
});

it('shows one trainee’s quiz results: best marks, pass marks, passed, and a quiz not taken', async () => {
  const answer: TraineeAssessment = {
    trainee: trainee(),
    quizzes: [
      {
        content_id: 5,
        title: 'কুইজ ১',
        title_en: 'Safety quiz',
        lesson_title: 'পাঠ',
        lesson_title_en: 'Lesson one',
        total_marks: 10,
        obtained_marks: 8,
        pass_marks: 5,
        passed: true,
        updated_at: '2026-11-22T10:00:00.000Z',
      },
      {
        content_id: 6,
        title: 'কুইজ ২',
        title_en: 'Tools quiz',
        lesson_title: 'পাঠ',
        lesson_title_en: 'Lesson one',
        total_marks: 10,
        obtained_marks: 3,
        pass_marks: 5,
        passed: false,
        updated_at: '2026-11-22T11:00:00.000Z',
      },
      {
        content_id: 7,
        title: 'কুইজ ৩',
        title_en: 'Final quiz',
        lesson_title: 'পাঠ',
        lesson_title_en: 'Lesson two',
        total_marks: null,
        obtained_marks: null,
        pass_marks: null,
        passed: null,
        updated_at: null,
      },
    ],
  };
  server.use(
    handlerFor(E.course, () => makeCourse()),
    handlerFor(T.courseTraineeAssessment, ({ params }) =>
      params.youthId === '41' ? answer : new Response(null, { status: 404 }),
    ),
  );
  open('/courses/11/trainees/41/assessment', asProvider(['view_any_course']));
  expect(await screen.findByRole('heading', { level: 1, name: 'Trainee assessment' })).toBeInTheDocument();
  expect(await screen.findByText(/Rahim Uddin in .* \(December batch\)/)).toBeInTheDocument();
  const first = screen.getByText('Safety quiz').closest('tr') as HTMLElement;
  expect(within(first).getByText('8 / 10')).toBeInTheDocument();
  expect(within(first).getByText('Passed')).toBeInTheDocument();
  const second = screen.getByText('Tools quiz').closest('tr') as HTMLElement;
  expect(within(second).getByText('Not passed')).toBeInTheDocument();
  const third = screen.getByText('Final quiz').closest('tr') as HTMLElement;
  expect(within(third).getByText('Not taken')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the trainees' })).toHaveAttribute(
    'href',
    '/courses/11/trainees',
  );
});

it('exports every trainee of the current filter to Excel, a full page at a time', async () => {
  const queries: URLSearchParams[] = [];
  server.use(
    handlerFor(E.course, () => makeCourse()),
    handlerFor(B.courseBatches, () => [batch(7, 'December batch')]),
    listHandlerFor(T.courseTrainees, ({ query }) => {
      queries.push(query);
      return { data: [trainee()], meta: { total: 1 } };
    }),
  );
  const { created, clicks: click } = stubDownload();
  const { userEvent } = open('/courses/11/trainees?status=enrolled', asProvider(['view_any_course']));
  await screen.findByText('Rahim Uddin');
  await userEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
  expect(await screen.findByText('Exported 1 trainee')).toBeInTheDocument();
  const exportQuery = queries.find((q) => q.get('page_size') === '100');
  expect(exportQuery?.get('status')).toBe('enrolled');
  expect(created).toHaveBeenCalledTimes(1);
  expect(click).toHaveBeenCalledTimes(1);
  const workbook = new ExcelJS.Workbook();
  const blob = created.mock.calls[0]?.[0] as Blob;
  await workbook.xlsx.load(await blob.arrayBuffer());
  const sheet = workbook.worksheets[0];
  expect(sheet?.getRow(1).values).toEqual([
    undefined,
    'Name',
    'Batch',
    'Status',
    'Enrolled on',
    'Progress',
    'Completed',
    'Quizzes',
  ]);
  expect(sheet?.getRow(2).getCell(1).value).toBe('Rahim Uddin');
  expect(sheet?.getRow(2).getCell(3).value).toBe('Enrolled (paid)');
  expect(sheet?.getRow(2).getCell(5).value).toBe(60);
  vi.unstubAllGlobals();
  click.mockRestore();
});
