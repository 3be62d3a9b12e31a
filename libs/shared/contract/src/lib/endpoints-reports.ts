import { defineEndpoint } from './endpoint';
import type { PdfBytes } from './endpoints-cv';
import type { ValueOf } from './enums';
import type { ListQuery } from './envelope';
import { REPORT_PERMISSIONS } from './report-permissions';

/*
 * Report management (spec §2 admin `/report`, §7 "reports and downloads"; issue 17 item 3; ADR 0101): a fixed set of
 * report kinds, each a parameterised query over the platform's own tables for a range of Bangladesh days (both
 * included; "End date is before start date" is 422 `validation.report_end_before_start` on `to`) and the filters that
 * make sense for it. Read as a server-paged preview, downloaded as a PDF the gateway draws (labels, range and filters
 * in en or bn) and as an .xlsx the admin portal builds from the pages. A download holds at most
 * REPORT_DOWNLOAD_MAX_ROWS rows: a larger one is refused (422 REPORT_ERRORS.tooManyRows) and the screen says so before
 * asking. Only the platform's administrator holds `view_reports`; no contact data (mobile, e-mail, address) is in any
 * report. Gateway domain apps/gateway/src/domains/reports; screen libs/admin/feature-reports. Labels `reports.*`.
 */

export const REPORT_KIND = {
  YOUTH_REGISTRATIONS: 'youth_registrations',
  JOB_APPLICATIONS: 'job_applications',
  JOBS_POSTED: 'jobs_posted',
  COURSE_ENROLMENTS: 'course_enrolments',
  CERTIFICATES: 'certificates',
} as const;
export type ReportKind = ValueOf<typeof REPORT_KIND>;
export const REPORT_KINDS: readonly ReportKind[] = Object.values(REPORT_KIND);

export { REPORT_PERMISSIONS } from './report-permissions';

/** The most rows a download (PDF or .xlsx) holds. */
export const REPORT_DOWNLOAD_MAX_ROWS = 5000;

/**
 * How a cell is shown: `text` as stored, `title` a bilingual name ({title, title_en}), `number` a count, `date` a
 * Bangladesh day (YYYY-MM-DD), `enum` a code named `<labelPrefix>.<code>`.
 */
export type ReportColumnType = 'text' | 'title' | 'number' | 'date' | 'enum';

export interface ReportColumn {
  /** The row's key; its header is `reports.col.<key>`. */
  key: string;
  type: ReportColumnType;
  /** For `enum`: the catalogue prefix of the codes' names. */
  labelPrefix?: string;
}

/** A bilingual name as the rows carry it. */
export interface ReportTitle {
  title: string;
  title_en: string | null;
}
export type ReportCell = string | number | ReportTitle | null;
export type ReportRow = Record<string, ReportCell>;

/** The filters of the reports (each kind takes those of REPORT_FILTERS). */
export interface ReportFilters {
  /** Youth registrations: the district of the youth's first address, the gender. */
  loc_district_id?: number;
  gender?: number;
  /** Job applications: the job; job applications and jobs posted: the organisation. */
  job_id?: number;
  organization_id?: number;
  /** Course enrolments and certificates: the course, the institute; course enrolments: the status. */
  course_id?: number;
  institute_id?: number;
  status?: string;
}
export type ReportFilter = keyof ReportFilters;

export const REPORT_ENROLMENT_STATUSES = ['payment_pending', 'enrolled'] as const;

/** Query of a report: the range (default the last 30 days), its kind's filters, and the page of the preview. */
export interface ReportQuery extends ListQuery, ReportFilters {
  from?: string;
  to?: string;
}

/** The languages of a report's PDF. */
export const REPORT_PDF_LANGUAGES = ['en', 'bn'] as const;
export type ReportPdfLanguage = (typeof REPORT_PDF_LANGUAGES)[number];
export interface ReportPdfQuery extends ReportFilters {
  from?: string;
  to?: string;
  lang?: ReportPdfLanguage;
}

/** Each kind's columns, in order (the preview, the PDF and the .xlsx show the same). */
export const REPORT_COLUMNS: Record<ReportKind, readonly ReportColumn[]> = {
  youth_registrations: [
    { key: 'registered_on', type: 'date' },
    { key: 'name', type: 'title' },
    { key: 'gender', type: 'enum', labelPrefix: 'registration.gender' },
    { key: 'district', type: 'title' },
  ],
  // spec §2 "job applications list (name, position, qualification, experience, age)"
  job_applications: [
    { key: 'applied_on', type: 'date' },
    { key: 'name', type: 'title' },
    { key: 'position', type: 'text' },
    { key: 'qualification', type: 'title' },
    { key: 'experience_years', type: 'number' },
    { key: 'age', type: 'number' },
    { key: 'job', type: 'title' },
    { key: 'organization', type: 'title' },
    { key: 'status', type: 'enum', labelPrefix: 'jobs.application_status' },
  ],
  jobs_posted: [
    { key: 'published_on', type: 'date' },
    { key: 'job', type: 'title' },
    { key: 'organization', type: 'title' },
    { key: 'job_status', type: 'enum', labelPrefix: 'jobs.status' },
    { key: 'applicants', type: 'number' },
  ],
  course_enrolments: [
    { key: 'requested_on', type: 'date' },
    { key: 'name', type: 'title' },
    { key: 'course', type: 'title' },
    { key: 'institute', type: 'title' },
    { key: 'enrolment_status', type: 'enum', labelPrefix: 'course_trainees.status' },
  ],
  certificates: [
    { key: 'issued_on', type: 'date' },
    { key: 'holder', type: 'title' },
    { key: 'course', type: 'title' },
    { key: 'institute', type: 'title' },
  ],
};

/** Each kind's filters; another filter sent is 422 `validation.one_of` on it. */
export const REPORT_FILTERS: Record<ReportKind, readonly ReportFilter[]> = {
  youth_registrations: ['loc_district_id', 'gender'],
  job_applications: ['job_id', 'organization_id'],
  jobs_posted: ['organization_id'],
  course_enrolments: ['course_id', 'institute_id', 'status'],
  certificates: ['course_id', 'institute_id'],
};

/** `status.message` of a refused report. */
export const REPORT_ERRORS = {
  /** More rows than REPORT_DOWNLOAD_MAX_ROWS in a download (422; values `max`, `total`). */
  tooManyRows: 'reports.errors.too_many_rows',
} as const;

type KindParams = { kind: ReportKind };

export const reportEndpoints = {
  report: defineEndpoint<ReportRow[], undefined, ReportQuery, KindParams>({
    method: 'GET',
    path: '/private/reports/:kind',
    area: 'private',
    permission: REPORT_PERMISSIONS.view,
    list: true,
    summary:
      'One page of a report (youth_registrations, job_applications, jobs_posted, course_enrolments, certificates) over a range of days with its kind’s filters, oldest first',
  }),
  reportPdf: defineEndpoint<PdfBytes, undefined, ReportPdfQuery, KindParams>({
    method: 'GET',
    path: '/private/reports/:kind/pdf',
    area: 'private',
    permission: REPORT_PERMISSIONS.view,
    summary: `A report as a PDF table in lang en or bn (title, range and filters in that language); at most ${REPORT_DOWNLOAD_MAX_ROWS} rows`,
  }),
} as const;
