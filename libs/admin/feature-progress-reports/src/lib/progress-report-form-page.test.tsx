import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  PROGRESS_REPORT_FIGURES,
  type ProgressReport,
  type ProgressReportBody,
  progressReportEndpoints as E,
} from '@platform/contract';
import { resourceEndpoints, trainingCenters } from '@platform/resources';
import {
  asAdmin,
  errorResponse,
  handlerFor,
  listHandlerFor,
  makeTitledRecord,
  server,
  setupPlatformTests,
} from '@platform/testing';
import { sapuraJanuary } from './fixtures.test-data';
import { REPORT_SECTIONS } from './report-layout';
import { progressReportRoutes } from './progress-report-routes';

const open = setupPlatformTests(progressReportRoutes);
const FILER = asAdmin(['view_any_progress_report', 'manage_progress_report', 'view_any_training_center']);
const centres = resourceEndpoints(trainingCenters);
let sent: { id: number | null; body: ProgressReportBody }[];

const sapura = makeTitledRecord(9, 'সপুরা প্রশিক্ষণ কেন্দ্র', 'Sapura training centre');
const returned: ProgressReport = { ...sapuraJanuary, status: 'returned', actions: ['edit', 'submit'] };
const draft: ProgressReport = { ...sapuraJanuary, status: 'draft', actions: ['edit', 'submit'] };

beforeEach(() => {
  sent = [];
  server.use(
    listHandlerFor(centres.list, () => ({ data: [sapura] })),
    handlerFor(centres.read, () => sapura),
    handlerFor(E.progressReport, () => returned),
    handlerFor(E.createProgressReport, ({ body }) => {
      sent.push({ id: null, body: body as ProgressReportBody });
      return draft;
    }),
    handlerFor(E.updateProgressReport, ({ params, body }) => {
      sent.push({ id: Number(params.id), body: body as ProgressReportBody });
      return sapuraJanuary;
    }),
  );
});

const inSection = (heading: string) => screen.getByRole('region', { name: heading }) as HTMLElement;

describe('progress report form', () => {
  it('keeps every figure of each type in one section (the layout follows the contract)', () => {
    for (const type of ['skill_development', 'training_center'] as const) {
      const laid = REPORT_SECTIONS[type].flatMap((s) => [...s.inputs, ...s.totals]).sort();
      expect(laid).toEqual([...PROGRESS_REPORT_FIGURES[type]].sort());
    }
  });

  it('shows the rules before any error, adds the totals up as figures are typed (Bengali digits too) and never sends a total', async () => {
    const { userEvent: user } = open('/progress-reports/new/training_center', FILER);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New training-centre report' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Every figure is required: a whole number from 0/)).toBeInTheDocument();
    expect(screen.queryByText('Required')).not.toBeInTheDocument();

    const admitted = inSection('Trainees admitted');
    expect(within(admitted).getByText('Total admitted: 0')).toBeInTheDocument();
    await user.type(within(admitted).getByRole('textbox', { name: /^Men/ }), '20');
    await user.type(within(admitted).getByRole('textbox', { name: /^Women/ }), '১৫');
    expect(within(admitted).getByText('Total admitted: 35')).toBeInTheDocument();

    // nothing is sent while figures are missing; each missing one says so on its field
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() =>
      expect(within(admitted).getByRole('textbox', { name: /^Disabled/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(sent).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: /Training centre/ }));
    await user.click(await screen.findByRole('option', { name: 'Sapura training centre' }));
    await user.type(screen.getByLabelText(/Reporting month/), '2026-01');
    const rest: [string, RegExp, string][] = [
      ['Trades', /Trades running/, '4'],
      ['Trainees admitted', /^Disabled/, '2'],
      ['Trainees admitted', /^Others/, '1'],
      ['Trainees registered with the technical board', /^Men/, '18'],
      ['Trainees registered with the technical board', /^Women/, '14'],
      ['Trainees registered with the technical board', /^Disabled/, '2'],
      ['Trainees registered with the technical board', /^Others/, '0'],
      ['Centre committee members', /General members/, '30'],
      ['Centre committee members', /Lifetime members/, '5'],
      ['Centre committee members', /Patron members/, '2'],
      ['Subscriptions, grants and meetings', /Subscriptions/, '12000'],
      ['Subscriptions, grants and meetings', /Grants/, '50000'],
      ['Subscriptions, grants and meetings', /meetings/, '1'],
    ];
    for (const [section, name, value] of rest)
      await user.type(within(inSection(section)).getByRole('textbox', { name }), value);
    expect(within(admitted).getByText('Total admitted: 38')).toBeInTheDocument();
    expect(within(inSection('Centre committee members')).getByText('Total members: 37')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      report_type: 'training_center',
      training_center_id: 9,
      reporting_month: '2026-01',
      trades_running: 4,
      admitted_men: 20,
      admitted_women: 15,
      admitted_disabled: 2,
      admitted_others: 1,
      registered_men: 18,
      registered_women: 14,
      registered_disabled: 2,
      registered_others: 0,
      members_general: 30,
      members_lifetime: 5,
      members_patron: 2,
      subscriptions: 12000,
      grants: 50000,
      meetings: 1,
    });
  });

  it('edits a returned report and puts the gateway’s refusal of the month on its field', async () => {
    server.use(
      handlerFor(E.updateProgressReport, () =>
        errorResponse(422, 'errors.validation', {
          reporting_month: ['progress_reports.errors.duplicate_month'],
        }),
      ),
    );
    const { userEvent: user } = open('/progress-reports/41/edit', FILER);
    const month = await screen.findByLabelText(/Reporting month/);
    expect(month).toHaveValue('2026-01');
    // the centre is fixed once filed
    expect(screen.queryByRole('combobox', { name: /Training centre/ })).not.toBeInTheDocument();
    expect(within(inSection('Trainees admitted')).getByText('Total admitted: 38')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(
      await screen.findByText('This training centre already has a report of this type for that month.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(month).toHaveAttribute('aria-invalid', 'true'));
  });

  it('answers an unknown report type with the not-found page', async () => {
    open('/progress-reports/new/weekly', FILER);
    expect(await screen.findByText("We can't find the page that you are looking for")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save as draft' })).not.toBeInTheDocument();
  });
});
