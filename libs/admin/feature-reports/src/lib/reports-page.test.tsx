import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Course, courseEndpoints, type ReportRow, reportEndpoints as E } from '@platform/contract';
import { organizations, resourceEndpoints } from '@platform/resources';
import {
  asAdmin,
  errorResponse,
  handlerFor,
  listHandlerFor,
  makeTitledRecord,
  pdfHandlerFor,
  server,
  setupPlatformTests,
  stubDownload,
} from '@platform/testing';
import { reportRoutes } from './report-routes';

const open = setupPlatformTests(reportRoutes);
const ADMIN = asAdmin(['view_reports', 'view_any_organization', 'view_any_institute']);

const application: ReportRow = {
  applied_on: '2026-03-12',
  name: { title: 'রহিম উদ্দিন', title_en: 'Rahim Uddin' },
  position: 'Accounts assistant',
  qualification: { title: 'স্নাতক', title_en: 'Bachelor' },
  experience_years: 3,
  age: 26,
  job: { title: 'হিসাবরক্ষক', title_en: 'Accountant' },
  organization: { title: 'ঢাকা টেক', title_en: 'Dhaka Tech' },
  status: 11,
};

let requests: { kind: string; query: URLSearchParams }[];
let pdfRequests: string[];
let total: number;

beforeEach(() => {
  requests = [];
  pdfRequests = [];
  total = 1;
  server.use(
    listHandlerFor(E.report, ({ request, params }) => {
      const query = new URL(request.url).searchParams;
      requests.push({ kind: String(params.kind), query });
      if (query.get('from') && query.get('to') && String(query.get('to')) < String(query.get('from')))
        return errorResponse(422, 'errors.validation', { to: ['validation.report_end_before_start'] });
      if (params.kind !== 'job_applications') return { data: [], meta: { total: 0 } };
      return { data: [application], meta: { total, total_page: Math.ceil(total / 100) } };
    }),
    handlerFor(resourceEndpoints(organizations).read, () => makeTitledRecord(7, 'ঢাকা টেক', 'Dhaka Tech')),
    pdfHandlerFor(E.reportPdf, 'report-job_applications.pdf', pdfRequests),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('report management', () => {
  it('states the range rule before any error, shows a kind’s rows and its filters, and keeps them in the address', async () => {
    const { userEvent: user } = open('/report', ADMIN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Report management' })).toBeInTheDocument();
    expect(screen.getByText(/The end date is the start date or a later day/)).toBeInTheDocument();
    expect(screen.getByLabelText('Gender')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'District' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Report'), 'Job applications');
    const row = (await screen.findByText('Rahim Uddin')).closest('tr') as HTMLElement;
    for (const shown of [
      '12 Mar 2026',
      'Accounts assistant',
      'Bachelor',
      '3',
      '26',
      'Accountant',
      'Dhaka Tech',
      'Shortlisted',
    ])
      expect(within(row).getByText(shown)).toBeInTheDocument();
    for (const header of ['Name', 'Position', 'Qualification', 'Experience (years)', 'Age'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(screen.getByText('1 row')).toBeInTheDocument();
    expect(screen.queryByLabelText('Gender')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Organisation' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Start date'), '2026-03-01');
    await user.type(screen.getByLabelText('End date'), '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    await waitFor(() => expect(requests.at(-1)?.query.get('to')).toBe('2026-03-31'));
    expect(requests.at(-1)?.kind).toBe('job_applications');
    expect(requests.at(-1)?.query.get('from')).toBe('2026-03-01');
  });

  it('shows the gateway’s “End date is before start date” on the end date', async () => {
    const { userEvent: user } = open('/report?kind=job_applications', ADMIN);
    await screen.findByText('Rahim Uddin');
    await user.type(screen.getByLabelText('Start date'), '2026-03-10');
    await user.type(screen.getByLabelText('End date'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    expect(await screen.findByText('End date is before start date')).toBeInTheDocument();
    expect(screen.getByLabelText('End date')).toHaveAttribute('aria-invalid', 'true');
  });

  it('downloads the PDF in the page’s language with the range and filters, and the .xlsx', async () => {
    const { clicks } = stubDownload();
    const { userEvent: user } = open(
      '/report?kind=job_applications&from=2026-03-01&to=2026-03-31&organization_id=7',
      ADMIN,
    );
    await screen.findByText('Rahim Uddin');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Organisation' })).toHaveValue('Dhaka Tech'),
    );
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('The PDF is downloaded.')).toBeInTheDocument();
    expect(pdfRequests).toEqual([
      '/private/reports/job_applications/pdf?from=2026-03-01&to=2026-03-31&organization_id=7&lang=en',
    ]);
    await user.click(screen.getByRole('button', { name: 'Download .xlsx' }));
    expect(await screen.findByText('The .xlsx is downloaded.', {}, { timeout: 5000 })).toBeInTheDocument();
    const sheetRead = requests.at(-1)?.query;
    expect(sheetRead?.get('page_size')).toBe('100');
    expect(sheetRead?.get('organization_id')).toBe('7');
    expect(clicks).toHaveBeenCalledTimes(2);
  });

  it('filters course enrolments by a course named from the address and by status', async () => {
    server.use(
      handlerFor(
        courseEndpoints.course,
        () => ({ id: 5, title: 'ওয়েব ডিজাইন', title_en: 'Web design' }) as Partial<Course> as Course,
      ),
    );
    const { userEvent: user } = open('/report?kind=course_enrolments&course_id=5', ADMIN);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Course' })).toHaveValue('Web design'));
    expect(screen.getByRole('combobox', { name: 'Institute' })).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ kind: 'course_enrolments' });
    expect(requests.at(-1)?.query.get('course_id')).toBe('5');
    await user.selectOptions(screen.getByLabelText('Enrolment status'), 'Enrolled (paid)');
    await waitFor(() => expect(requests.at(-1)?.query.get('status')).toBe('enrolled'));
    expect(requests.at(-1)?.query.get('course_id')).toBe('5');
  });

  it('says a report is too large to download instead of offering it', async () => {
    total = 5001;
    open('/report?kind=job_applications', ADMIN);
    expect(
      await screen.findByText(
        'This report has 5,001 rows; a download holds at most 5,000. Choose a shorter range or more filters.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download .xlsx' })).not.toBeInTheDocument();
  });

  it('shows the page in Bengali with Bengali digits and asks for the Bengali PDF', async () => {
    stubDownload();
    const { userEvent: user } = open('/report?kind=job_applications', { ...ADMIN, locale: 'bn-BD' });
    expect(await screen.findByRole('heading', { level: 1, name: 'প্রতিবেদন ব্যবস্থাপনা' })).toBeInTheDocument();
    const row = (await screen.findByText('রহিম উদ্দিন')).closest('tr') as HTMLElement;
    expect(within(row).getByText('২৬')).toBeInTheDocument();
    expect(within(row).getByText('১২ মার্চ ২০২৬')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'PDF ডাউনলোড করুন' }));
    expect(await screen.findByText('PDF ডাউনলোড হয়েছে।')).toBeInTheDocument();
    expect(pdfRequests).toEqual(['/private/reports/job_applications/pdf?lang=bn']);
  });
});
