import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { jobAlertEndpoints, type JobAlert } from '@platform/contract';
import { asYouth, errorResponse, handlerFor, listHandlerFor, server } from '@platform/testing';
import { jobsTests } from '../test/fixtures';

const openPage = jobsTests();

function makeAlert(id: number, over: Partial<JobAlert> = {}): JobAlert {
  return {
    id,
    title: 'IT jobs in Dhaka',
    keywords: null,
    job_sector_ids: [3],
    occupation_ids: [],
    skill_ids: [],
    loc_division_id: 1,
    loc_district_id: null,
    job_levels: [],
    employment_types: [],
    channels: ['in_app', 'email'],
    is_enabled: true,
    job_sectors: [{ id: 3, title: 'তথ্যপ্রযুক্তি', title_en: 'Information technology' }],
    occupations: [],
    skills: [],
    division: { id: 1, title: 'ঢাকা', title_en: 'Dhaka' },
    district: null,
    created_at: '2026-11-20T04:00:00Z',
    updated_at: '2026-11-20T04:00:00Z',
    ...over,
  };
}

describe('/job-alert-settings', () => {
  it('lists the alerts and adds one after the shared schema is satisfied', async () => {
    const posted: unknown[] = [];
    const alerts = [makeAlert(1)];
    server.use(
      listHandlerFor(jobAlertEndpoints.jobAlerts, () => ({ data: alerts })),
      handlerFor(jobAlertEndpoints.createJobAlert, ({ body }) => {
        posted.push(body);
        const created = makeAlert(2, {
          title: 'Web',
          keywords: 'web developer',
          job_sector_ids: [],
          job_sectors: [],
          loc_division_id: null,
          division: null,
          channels: ['email'],
        });
        alerts.unshift(created);
        return created;
      }),
    );
    const { userEvent } = openPage('/job-alert-settings', asYouth());

    expect(await screen.findByRole('heading', { level: 1, name: 'Job alert settings' })).toBeInTheDocument();
    const list = within(await screen.findByRole('list', { name: 'Your job alerts' }));
    expect(list.getByRole('heading', { name: 'IT jobs in Dhaka' })).toBeInTheDocument();
    expect(list.getByText('Information technology')).toBeInTheDocument();
    expect(list.getByText('Notification on the platform, E-mail')).toBeInTheDocument();
    expect(list.getByRole('switch', { name: 'Send the alert IT jobs in Dhaka' })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Add a job alert' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New job alert' }));
    // nothing chosen: at least one criterion is asked for, and nothing is sent
    await userEvent.click(dialog.getByRole('button', { name: 'Save alert' }));
    expect(await dialog.findByText('Please fill at least one')).toBeInTheDocument();
    // no channel: at least one is asked for
    await userEvent.type(dialog.getByRole('textbox', { name: 'Keywords' }), 'web developer');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Notification on the platform' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save alert' }));
    expect(await dialog.findByText('At least one channel is required')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await userEvent.click(dialog.getByRole('checkbox', { name: 'E-mail' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Alert name (optional)' }), 'Web');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Entry level' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save alert' }));
    expect(await screen.findByText('The job alert is saved.')).toBeInTheDocument();
    expect(posted).toEqual([
      expect.objectContaining({
        title: 'Web',
        keywords: 'web developer',
        channels: ['email'],
        job_levels: [1],
        is_enabled: true,
      }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Web' })).toBeInTheDocument();
  }, 20_000);

  it('writes the alerts in Bengali', async () => {
    server.use(
      listHandlerFor(jobAlertEndpoints.jobAlerts, () => ({
        data: [makeAlert(1, { title: null, job_levels: [1] })],
      })),
    );
    openPage('/job-alert-settings', { ...asYouth(), locale: 'bn-BD' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'চাকরির সতর্কবার্তার সেটিংস' }),
    ).toBeInTheDocument();
    const list = within(await screen.findByRole('list', { name: 'আপনার চাকরির সতর্কবার্তা' }));
    expect(list.getByRole('heading', { name: 'চাকরির সতর্কবার্তা ১' })).toBeInTheDocument();
    expect(list.getByText('তথ্যপ্রযুক্তি')).toBeInTheDocument();
    expect(list.getByText('ঢাকা')).toBeInTheDocument();
    expect(list.getByText('প্ল্যাটফর্মে নোটিফিকেশন, ই-মেইল')).toBeInTheDocument();
    expect(list.getByRole('switch', { name: 'চাকরির সতর্কবার্তা ১ পাঠান' })).toBeChecked();
    expect(list.getByRole('button', { name: 'চাকরির সতর্কবার্তা ১ মুছুন' })).toBeInTheDocument();
  });

  it("shows the gateway's refusal in the form", async () => {
    server.use(
      listHandlerFor(jobAlertEndpoints.jobAlerts, () => ({ data: [] })),
      handlerFor(jobAlertEndpoints.createJobAlert, () => errorResponse(409, 'job_alerts.errors.limit')),
    );
    const { userEvent } = openPage('/job-alert-settings', asYouth());
    expect(await screen.findByText('You have no job alerts yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a job alert' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New job alert' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Keywords' }), 'driver');
    await userEvent.click(dialog.getByRole('button', { name: 'Save alert' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'You can keep at most 10 job alerts. Delete one to add another.',
    );
  });

  it('switches an alert off and deletes one after a confirmation', async () => {
    const puts: unknown[] = [];
    const deleted: string[] = [];
    server.use(
      listHandlerFor(jobAlertEndpoints.jobAlerts, () => ({ data: [makeAlert(1)] })),
      handlerFor(jobAlertEndpoints.updateJobAlert, ({ body }) => {
        puts.push(body);
        return makeAlert(1, { is_enabled: false });
      }),
      handlerFor(jobAlertEndpoints.deleteJobAlert, ({ params }) => {
        deleted.push(params.id ?? '');
        return null;
      }),
    );
    const { userEvent } = openPage('/job-alert-settings', asYouth());
    await userEvent.click(await screen.findByRole('switch', { name: 'Send the alert IT jobs in Dhaka' }));
    await waitFor(() =>
      expect(puts).toEqual([
        expect.objectContaining({
          is_enabled: false,
          job_sector_ids: [3],
          loc_division_id: 1,
          channels: ['in_app', 'email'],
        }),
      ]),
    );
    expect(await screen.findByText('The job alert is updated.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete the alert IT jobs in Dhaka' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete this job alert?' }));
    expect(
      confirm.getByText('You will no longer be told about new jobs that match “IT jobs in Dhaka”.'),
    ).toBeInTheDocument();
    expect(deleted).toEqual([]);
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The job alert is deleted.')).toBeInTheDocument();
    expect(deleted).toEqual(['1']);
  });
});
