import ExcelJS from 'exceljs';
import { expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type BulkEnrolRow,
  courseBatchEndpoints as B,
  courseEndpoints as E,
  courseTraineeEndpoints as T,
  type TraineeYouthOption,
} from '@platform/contract';
import {
  asProvider,
  errorResponse,
  handlerFor,
  listHandlerFor,
  server,
  setupPlatformTests,
} from '@platform/testing';
import { coursesRoutes } from './courses-routes';
import { batch as courseBatch, makeCourse, trainee } from './test-data';

/*
 * Enrolling youth from the trainees page (issue 15 item 6; ADR 0088) over contract-typed MSW: the enrol dialog's
 * lookup, batch choice and the gateway's refusal; the bulk upload's sheet read in the browser, its rows sent in
 * chunks, and the refused rows listed with their sheet row numbers.
 */

const open = setupPlatformTests(coursesRoutes, asProvider());

const batch = (id: number, title_en: string, seats: number, end = '2099-01-31') =>
  courseBatch(id, title_en, { available_seats: seats, batch_end_date: end });

const rahim: TraineeYouthOption = {
  id: 41,
  title: 'রহিম উদ্দিন',
  title_en: 'Rahim Uddin',
  email: 'r***@example.com',
  mobile: '017*****001',
  enrolled: false,
};

const enrolled = trainee({
  enrolment_id: 9,
  batch_id: 8,
  batch_title: 'ব্যাচ 8',
  batch_title_en: 'January batch',
  enrolled_at: '2026-11-26T10:00:00.000Z',
  created_at: '2026-11-26T10:00:00.000Z',
});

function pageHandlers() {
  return [
    handlerFor(E.course, () => makeCourse({ publication_status: 'published' })),
    handlerFor(B.courseBatches, () => [
      batch(7, 'December batch', 0),
      batch(8, 'January batch', 12),
      batch(6, 'Old batch', 5, '2020-01-31'),
    ]),
    listHandlerFor(T.courseTrainees, () => ({ data: [], meta: { total: 0 } })),
  ];
}

it('enrols a youth found by name into the chosen batch, and shows the gateway’s “already enrolled”', async () => {
  const searches: URLSearchParams[] = [];
  const bodies: unknown[] = [];
  let answered = 0;
  server.use(
    ...pageHandlers(),
    listHandlerFor(T.traineeYouthLookup, ({ query }) => {
      searches.push(query);
      return { data: query.get('search') ? [rahim] : [], meta: { total: 1 } };
    }),
    handlerFor(T.enrolTrainee, ({ body }) => {
      bodies.push(body);
      answered += 1;
      return answered === 1 ? enrolled : errorResponse(409, 'course_trainees.errors.already_enrolled');
    }),
  );
  const { userEvent } = open('/courses/11/trainees', asProvider(['view_any_course', 'manage_course']));
  await userEvent.click(await screen.findByRole('button', { name: 'Enrol a youth' }));
  const dialog = await screen.findByRole('dialog', { name: 'Enrol a youth' });
  // the rules come before any error
  expect(within(dialog).getByText(/at least 3 letters of the name/)).toBeInTheDocument();
  // only the running batches, with their free seats; none chosen means the earliest with a seat
  const batchSelect = within(dialog).getByRole('combobox', { name: 'Batch' });
  expect(
    within(dialog).getByText('None chosen: the earliest running batch with a free seat'),
  ).toBeInTheDocument();
  await userEvent.click(batchSelect);
  const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
  expect(options).toEqual(['None', 'December batch (0 seats free)', 'January batch (12 seats free)']);
  await userEvent.click(screen.getByRole('option', { name: 'January batch (12 seats free)' }));

  await userEvent.type(within(dialog).getByRole('combobox', { name: 'Youth' }), 'Rahim');
  await userEvent.click(await screen.findByRole('option', { name: 'Rahim Uddin · r***@example.com' }));
  expect(searches.at(-1)?.get('course_id')).toBe('11');
  expect(searches.at(-1)?.get('search')).toBe('Rahim');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enrol' }));
  expect(await screen.findByText('The youth is enrolled and invited')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(bodies[0]).toEqual({ youth_id: 41, batch_id: 8 });

  // the same youth again: the gateway refuses, the dialog says why and stays open
  await userEvent.click(screen.getByRole('button', { name: 'Enrol a youth' }));
  const again = await screen.findByRole('dialog', { name: 'Enrol a youth' });
  await userEvent.type(within(again).getByRole('combobox', { name: 'Youth' }), 'Rahim');
  await userEvent.click(await screen.findByRole('option', { name: 'Rahim Uddin · r***@example.com' }));
  await userEvent.click(within(again).getByRole('button', { name: 'Enrol' }));
  expect(
    await within(again).findByText('This youth is already enrolled in this course.'),
  ).toBeInTheDocument();
  expect(bodies[1]).toEqual({ youth_id: 41 });
});

it('asks for a youth before sending anything', async () => {
  const sent = vi.fn();
  server.use(
    ...pageHandlers(),
    handlerFor(T.enrolTrainee, () => {
      sent();
      return enrolled;
    }),
  );
  const { userEvent } = open('/courses/11/trainees', asProvider(['view_any_course', 'manage_course']));
  await userEvent.click(await screen.findByRole('button', { name: 'Enrol a youth' }));
  const dialog = await screen.findByRole('dialog', { name: 'Enrol a youth' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enrol' }));
  expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
  expect(sent).not.toHaveBeenCalled();
});

it('offers no enrolment to a reader without manage_course, nor on a course not yet published', async () => {
  server.use(...pageHandlers());
  const reader = open('/courses/11/trainees', asProvider(['view_any_course']));
  expect(await screen.findByRole('button', { name: 'Export to Excel' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Enrol a youth' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Enrol from Excel' })).not.toBeInTheDocument();
  reader.unmount();

  server.use(handlerFor(E.course, () => makeCourse({ publication_status: 'draft' })));
  open('/courses/11/trainees', asProvider(['view_any_course', 'manage_course']));
  expect(
    await screen.findByText('Youth can be enrolled here once the course is published and active.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Enrol a youth' })).not.toBeInTheDocument();
});

async function sheet(rows: (string | number | null)[][]): Promise<File> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('trainees');
  ws.addRow(['Email', 'Mobile', 'Batch ID']);
  for (const row of rows) ws.addRow(row);
  const buffer = await workbook.xlsx.writeBuffer();
  return new File([buffer], 'trainees.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

it('sends the sheet’s rows in chunks with their row numbers and lists every refused row', async () => {
  const chunks: BulkEnrolRow[][] = [];
  server.use(
    ...pageHandlers(),
    handlerFor(T.bulkEnrolTrainees, ({ body }) => {
      const rows = (body as { rows: BulkEnrolRow[] }).rows;
      chunks.push(rows);
      // the gateway's answer: every row enrolled but row 3 (no such youth) and row 260 (batch full)
      const bad = new Set([3, 260]);
      return {
        enrolled: rows
          .filter((r) => !bad.has(r.row))
          .map((r) => ({ row: r.row, youth_id: r.row, enrolment_id: r.row })),
        errors: Object.fromEntries(
          rows
            .filter((r) => bad.has(r.row))
            .map((r) =>
              r.row === 3
                ? ['3.email', ['course_trainees.errors.unknown_youth']]
                : ['260.batch_id', ['course_trainees.errors.batch_full']],
            ),
        ),
      };
    }),
  );
  const { userEvent } = open('/courses/11/trainees', asProvider(['view_any_course', 'manage_course']));
  await userEvent.click(await screen.findByRole('button', { name: 'Enrol from Excel' }));
  const dialog = await screen.findByRole('dialog', { name: 'Enrol youth from an Excel sheet' });
  expect(within(dialog).getByText(/Only .xlsx files of at most 1 MB, up to 5,000 rows/)).toBeInTheDocument();
  // 260 rows: an e-mail row, a mobile stored as a number (its 0 comes back), an empty row kept for the numbering
  const rows: (string | number | null)[][] = [
    ['a@example.com', null, null],
    ['nobody@example.com', null, 8],
    [null, null, null],
    [null, 1710000004, null],
    ...Array.from({ length: 256 }, (_, i) => [`y${i}@example.com`, null, 8]),
  ];
  await userEvent.upload(within(dialog).getByLabelText('Excel sheet (.xlsx)'), await sheet(rows));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enrol the rows' }));
  expect(await within(dialog).findByText('259 of 259 rows sent')).toBeInTheDocument();
  expect(chunks.map((c) => c.length)).toEqual([250, 9]);
  expect(chunks[0]?.slice(0, 3)).toEqual([
    { row: 2, email: 'a@example.com', mobile: null, batch_id: null },
    { row: 3, email: 'nobody@example.com', mobile: null, batch_id: 8 },
    { row: 5, email: null, mobile: '01710000004', batch_id: null },
  ]);
  expect(within(dialog).getByRole('progressbar', { name: 'Rows sent' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  expect(within(dialog).getByText('257 youth enrolled and invited')).toBeInTheDocument();
  const problems = within(dialog).getByRole('region', { name: '2 rows not enrolled' });
  const lines = within(problems)
    .getAllByRole('row')
    .slice(1)
    .map((tr) =>
      within(tr)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    );
  expect(lines).toEqual([
    ['3', 'email', 'No registered youth has this e-mail address or mobile number.'],
    ['260', 'batch_id', 'This batch has no seat left.'],
  ]);
});

it('refuses a file that is not .xlsx before reading it', async () => {
  const sent = vi.fn();
  server.use(
    ...pageHandlers(),
    handlerFor(T.bulkEnrolTrainees, () => {
      sent();
      return { enrolled: [], errors: {} };
    }),
  );
  const { userEvent } = open('/courses/11/trainees', asProvider(['view_any_course', 'manage_course']));
  await userEvent.click(await screen.findByRole('button', { name: 'Enrol from Excel' }));
  const dialog = await screen.findByRole('dialog', { name: 'Enrol youth from an Excel sheet' });
  // past the input's accept filter, as a drop or an old browser would hand it over
  fireEvent.change(within(dialog).getByLabelText('Excel sheet (.xlsx)'), {
    target: { files: [new File(['a,b'], 'trainees.csv', { type: 'text/csv' })] },
  });
  expect(await within(dialog).findByText('Invalid file type')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Enrol the rows' })).toBeDisabled();
  expect(sent).not.toHaveBeenCalled();
});
