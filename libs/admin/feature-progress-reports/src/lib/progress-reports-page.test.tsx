import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ProgressReport, progressReportEndpoints as E } from '@platform/contract';
import {
  asAdmin,
  errorResponse,
  handlerFor,
  listHandlerFor,
  pdfHandlerFor,
  server,
  setupPlatformTests,
  stubDownload,
} from '@platform/testing';
import { sapuraJanuary } from './fixtures.test-data';
import { progressReportRoutes } from './progress-report-routes';

const open = setupPlatformTests(progressReportRoutes);
const REVIEWER = asAdmin([
  'view_any_progress_report',
  'approve_progress_report',
  'view_any_institute',
  'view_any_training_center',
]);
const FILER = asAdmin(['view_any_progress_report', 'manage_progress_report', 'view_any_training_center']);
let queries: URLSearchParams[];
let report: ProgressReport;
let moves: { move: string; body?: unknown }[];
let pdfRequests: string[];

beforeEach(() => {
  queries = [];
  moves = [];
  pdfRequests = [];
  report = sapuraJanuary;
  server.use(
    listHandlerFor(E.progressReports, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return { data: [report] };
    }),
    handlerFor(E.progressReport, () => report),
    pdfHandlerFor(E.progressReportPdf, 'progress-report-41-2026-01.pdf', pdfRequests),
    handlerFor(E.approveProgressReport, () => {
      moves.push({ move: 'approve' });
      report = { ...report, status: 'approved', actions: [], reviewed_at: '2026-02-03T05:00:00.000Z' };
      return report;
    }),
    handlerFor(E.returnProgressReport, ({ body }) => {
      moves.push({ move: 'return', body });
      report = {
        ...report,
        status: 'returned',
        actions: [],
        return_reason: (body as { reason: string }).reason,
      };
      return report;
    }),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('progress report list', () => {
  it('lists the reports with month, centre, trainees and status, and filters by type, status and month in the address', async () => {
    const { userEvent: user } = open('/progress-reports', REVIEWER);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Monthly progress reports' }),
    ).toBeInTheDocument();
    const row = (await screen.findByText('Sapura training centre')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Jan 2026')).toBeInTheDocument();
    expect(within(row).getByText('Training-centre report')).toBeInTheDocument();
    expect(within(row).getByText('38')).toBeInTheDocument();
    expect(within(row).getByText('Submitted')).toBeInTheDocument();
    expect(
      within(row).getByRole('link', { name: 'Open the report of Sapura training centre, Jan 2026' }),
    ).toHaveAttribute('href', '/progress-reports/41');
    // the platform's reviewer files nothing but filters by institute
    expect(screen.queryByRole('link', { name: 'New training-centre report' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Institute' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Report type'), 'Training-centre report');
    await waitFor(() => expect(queries.at(-1)?.get('report_type')).toBe('training_center'));
    await user.selectOptions(screen.getByLabelText('Status'), 'Approved');
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('approved'));
    await user.type(screen.getByLabelText('From month'), '2026-01');
    await waitFor(() => expect(queries.at(-1)?.get('from_month')).toBe('2026-01'));
    expect(queries.at(-1)?.get('status')).toBe('approved');
  });

  it('offers the institute both new reports and no institute filter', async () => {
    open('/progress-reports', FILER);
    expect(await screen.findByRole('link', { name: 'New skill development report' })).toHaveAttribute(
      'href',
      '/progress-reports/new/skill_development',
    );
    expect(screen.getByRole('link', { name: 'New training-centre report' })).toHaveAttribute(
      'href',
      '/progress-reports/new/training_center',
    );
    expect(screen.queryByRole('combobox', { name: 'Institute' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download .xlsx' })).toBeEnabled();
  });

  it('shows the list in Bengali with Bengali digits', async () => {
    open('/progress-reports', { ...FILER, locale: 'bn-BD' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'মাসিক অগ্রগতি প্রতিবেদন' }),
    ).toBeInTheDocument();
    const row = (await screen.findByText('সপুরা প্রশিক্ষণ কেন্দ্র')).closest('tr') as HTMLElement;
    expect(within(row).getByText('৩৮')).toBeInTheDocument();
    expect(within(row).getByText('জানু ২০২৬')).toBeInTheDocument();
    expect(within(row).getByText('জমা দেওয়া হয়েছে')).toBeInTheDocument();
  });
});

describe('progress report page', () => {
  it('shows every figure by section and lets the reviewer approve', async () => {
    const { userEvent: user } = open('/progress-reports/41', REVIEWER);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Training-centre report: Sapura training centre, Jan 2026',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Total members')).toBeInTheDocument();
    expect(screen.getByText('50,000')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for approval' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(moves).toEqual([{ move: 'approve' }]));
    expect(await screen.findByText('Approved')).toBeInTheDocument();
  });

  it('returns a report only with a reason, which the rules ask for first', async () => {
    const { userEvent: user } = open('/progress-reports/41', REVIEWER);
    await user.click(await screen.findByRole('button', { name: 'Return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return the report' });
    expect(within(dialog).getByText(/Say what the institute must correct/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Return the report' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(moves).toHaveLength(0);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Registered trainees do not add up',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Return the report' }));
    await waitFor(() =>
      expect(moves).toEqual([{ move: 'return', body: { reason: 'Registered trainees do not add up' } }]),
    );
    expect(
      await screen.findByText('Returned with this reason: Registered trainees do not add up'),
    ).toBeInTheDocument();
  });

  it('says why a move was refused', async () => {
    server.use(
      handlerFor(E.approveProgressReport, () => errorResponse(409, 'progress_reports.errors.not_submitted')),
    );
    const { userEvent: user } = open('/progress-reports/41', REVIEWER);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('Only a submitted report can be approved or returned.'),
    ).toBeInTheDocument();
  });

  it('downloads the report as a PDF in the language of the page', async () => {
    const { clicks } = stubDownload();
    const { userEvent: user } = open('/progress-reports/41', REVIEWER);
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('The PDF is downloaded.')).toBeInTheDocument();
    expect(pdfRequests).toEqual(['/private/progress-reports/41/pdf?lang=en']);
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('offers the PDF in Bengali on the Bengali page, and says when it fails', async () => {
    server.use(
      handlerFor(E.progressReportPdf, ({ request }) => {
        pdfRequests.push(new URL(request.url).search);
        return errorResponse(404, 'errors.not_found');
      }),
    );
    const { userEvent: user } = open('/progress-reports/41', { ...REVIEWER, locale: 'bn-BD' });
    await user.click(await screen.findByRole('button', { name: 'পিডিএফ ডাউনলোড করুন' }));
    expect(await screen.findByText('পিডিএফ ডাউনলোড করা যায়নি। আবার চেষ্টা করুন।')).toBeInTheDocument();
    expect(pdfRequests).toEqual(['?lang=bn']);
  });
});
