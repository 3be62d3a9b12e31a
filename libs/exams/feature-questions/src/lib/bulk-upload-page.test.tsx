import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvents from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { endpoints, type QuestionBank } from '@platform/contract';
import {
  errorResponse,
  handlerFor,
  makeRecruiterProfile,
  RECRUITER_PORTAL,
  server,
  setupPlatformTests,
  withNodeFileApi,
} from '@platform/testing';
import { questionBankRoutes } from './question-routes';
import { XLSX_TYPE } from '@platform/ui/xlsx';
import { SHEET_COLUMNS } from './question-sheet';

const open = setupPlatformTests(questionBankRoutes);
withNodeFileApi();

const bank: QuestionBank = {
  id: 3,
  owner: 'organization',
  organization_id: 1,
  institute_id: null,
  title: 'ওয়েব প্রশ্ন',
  title_en: 'Web questions',
  subject: null,
  is_aptitude: false,
  questions: 0,
  question_sets: 0,
  created_at: '2026-11-25T10:00:00.000Z',
  updated_at: '2026-11-25T10:00:00.000Z',
};
const user = makeRecruiterProfile(['view_any_question_bank', 'manage_question_bank']);

async function sheet(rows: Record<string, string | number>[]): Promise<File> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('questions');
  ws.addRow([...SHEET_COLUMNS]);
  for (const row of rows) ws.addRow(SHEET_COLUMNS.map((c) => row[c] ?? null));
  const buffer = await workbook.xlsx.writeBuffer();
  return new File([buffer], 'questions.xlsx', { type: XLSX_TYPE });
}

describe('/job-questions-bank/{id}/job-question-bulk-upload', () => {
  it('sends the sheet’s rows and lists every bad row with its number and message; nothing is added', async () => {
    let sent: unknown[] = [];
    server.use(
      handlerFor(endpoints.questionBank, () => bank),
      handlerFor(endpoints.bulkUploadQuestions, ({ body }) => {
        sent = (body as { rows: unknown[] }).rows;
        return errorResponse(422, 'errors.validation', {
          '3.answers': ['{"id":"validation.array_max","values":{"max":1}}'],
          '4.marks': ['validation.required'],
        });
      }),
    );
    const { userEvent } = open('/job-questions-bank/3/job-question-bulk-upload', {
      user,
      portal: RECRUITER_PORTAL,
    });
    expect(await screen.findByRole('heading', { name: 'Bulk upload to Web questions' })).toBeInTheDocument();
    expect(screen.getByText(/Only \.xlsx files of at most 1 MB/)).toBeInTheDocument();
    // a wrong type is refused before anything is read
    // (the input's accept attribute filters in a browser; the page checks anyway)
    await userEvents
      .setup({ applyAccept: false })
      .upload(
        screen.getByLabelText('Spreadsheet (.xlsx)'),
        new File(['a,b'], 'questions.csv', { type: 'text/csv' }),
      );
    expect(await screen.findByText('Invalid file type')).toBeInTheDocument();
    await userEvent.upload(
      screen.getByLabelText('Spreadsheet (.xlsx)'),
      await sheet([
        { question_type: 1, title: 'Good', option_1: 'a', option_2: 'b', answers: '1', marks: 1 },
        { question_type: 1, title: 'Two answers', option_1: 'a', option_2: 'b', answers: '1,2', marks: 1 },
        { question_type: 2, title: 'No marks', option_1: 'a', option_2: 'b', answers: '1' },
      ]),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload questions' }));
    const problems = await screen.findByRole('heading', { name: 'Nothing was added: 2 problems to fix' });
    expect(problems).toBeInTheDocument();
    expect(sent).toEqual([
      { question_type: 1, title: 'Good', option_1: 'a', option_2: 'b', answers: '1', marks: 1 },
      { question_type: 1, title: 'Two answers', option_1: 'a', option_2: 'b', answers: '1,2', marks: 1 },
      { question_type: 2, title: 'No marks', option_1: 'a', option_2: 'b', answers: '1' },
    ]);
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = rows.map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
    expect(cells.map((c) => c.slice(0, 2))).toEqual([
      ['3', 'answers'],
      ['4', 'marks'],
    ]);
    // the catalogue's own words for "at most 1" and "required"
    expect(cells[0]?.[2]).toMatch(/^Cannot have more than 1 item/);
    expect(cells[1]?.[2]).toBe('This field is required');
  });

  it('says how many questions were added when every row is right', async () => {
    server.use(
      handlerFor(endpoints.questionBank, () => bank),
      handlerFor(endpoints.bulkUploadQuestions, () => ({ created: 1 })),
    );
    const { userEvent } = open('/job-questions-bank/3/job-question-bulk-upload', {
      user,
      portal: RECRUITER_PORTAL,
    });
    await userEvent.upload(
      await screen.findByLabelText('Spreadsheet (.xlsx)'),
      await sheet([{ question_type: 5, title: 'Explain DNS.', marks: 2 }]),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload questions' }));
    await waitFor(() => expect(screen.getByText('1 questions were added.')).toBeInTheDocument());
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });
});
