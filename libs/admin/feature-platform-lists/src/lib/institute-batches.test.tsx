import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import {
  type CourseBatchBody,
  endpoints,
  type InstituteBatchBody,
  type PlatformBatchDetail,
} from '@platform/contract';
import { resourceEndpoints, trainingCenters } from '@platform/resources';
import { errorResponse, handlerFor, listHandlerFor, server } from '@platform/testing';
import { platformBatch, platformListTests } from '../test/platform-lists';

/*
 * An institute admin's batches in the admin portal (ADR 0127) over contract-typed handlers: THE batch form
 * (@platform/ui-course-batches) from /platform-batches — its rules first, the course picked from the institute's
 * courses, the body sent to POST /private/institute-batches — and from a batch's page, editing through PUT with the
 * gateway's field error on its field; without `manage_institute_batch` neither button shows.
 */

const INSTITUTE_ADMIN = ['view_platform_batches', 'manage_institute_batch', 'view_any_training_center'];
const openAs = platformListTests(INSTITUTE_ADMIN);

const december = platformBatch();
const detail: PlatformBatchDetail = { ...december, enrolled: 5, payment_pending: 1, schedule: null };

let created: InstituteBatchBody | null;
let updated: CourseBatchBody | null;
beforeEach(() => {
  created = null;
  updated = null;
  const centres = resourceEndpoints(trainingCenters);
  server.use(
    listHandlerFor(endpoints.platformBatches, () => ({ data: [december] })),
    handlerFor(endpoints.platformBatch, () => detail),
    listHandlerFor(endpoints.batchCourses, () => ({
      data: [{ id: 7, code: 'C000007', title: 'ওয়েব', title_en: 'Web development' }],
    })),
    listHandlerFor(centres.list, () => ({ data: [] })),
    handlerFor(endpoints.createInstituteBatch, ({ body }) => {
      created = body as InstituteBatchBody;
      return { ...december, ...created, id: 12, available_seats: created.total_seats };
    }),
    handlerFor(endpoints.updateInstituteBatch, ({ body }) => {
      // the first save is refused as the gateway refuses it (seats youth hold, a rule the form cannot know)
      const first = updated === null;
      updated = body as CourseBatchBody;
      if (first)
        return errorResponse(422, 'validation.failed', {
          available_seats: ['validation.available_seats_over_total'],
        });
      return { ...december, ...updated, available_seats: updated.available_seats ?? updated.total_seats };
    }),
  );
});

describe('an institute admin’s batches', () => {
  it('adds a batch from the list: the rules first, the course required, then the body with its course', async () => {
    const { userEvent: user } = openAs('/platform-batches');
    await screen.findByText('December batch');
    // its own institute's batches only: no institute to choose
    expect(screen.queryByRole('combobox', { name: /Institute/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add a batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a batch' });
    expect(
      within(dialog).getByText(/The registration start date must be before the registration end date/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('This field is required')).not.toHaveLength(0);
    expect(within(dialog).getByRole('combobox', { name: /Course/ })).toHaveAttribute('aria-invalid', 'true');
    expect(created).toBeNull();

    await user.click(within(dialog).getByRole('combobox', { name: /Course/ }));
    await user.click(await screen.findByRole('option', { name: 'Web development' }));
    // the typing itself is the lms form's test (batches-page.test.tsx): here the values go in at once
    for (const [name, value] of [
      [/Title \(Bengali\)/, 'জানুয়ারি ব্যাচ'],
      [/Total seats/, '20'],
      [/Registration start date/, '2027-01-05'],
      [/Registration end date/, '2027-01-25'],
      [/Batch start date/, '2027-02-01'],
      [/Batch end date/, '2027-03-31'],
    ] as const)
      fireEvent.change(within(dialog).getByLabelText(name), { target: { value } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Batch saved')).toBeInTheDocument();
    expect(created).toMatchObject({
      course_id: 7,
      title: 'জানুয়ারি ব্যাচ',
      total_seats: 20,
      registration_start_date: '2027-01-05',
      batch_end_date: '2027-03-31',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('edits a batch from its page; the gateway’s field error lands on its field', async () => {
    const { userEvent: user } = openAs('/platform-batches/11');
    await screen.findByRole('heading', { level: 1, name: 'Batch: December batch' });
    // the platform's course page is not the institute admin's: the course is named, not linked
    expect(screen.getByText('Web development').closest('a')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit December batch' });
    // an edited batch keeps its course
    expect(within(dialog).queryByRole('combobox', { name: /Course/ })).toBeNull();
    const available = within(dialog).getByLabelText(/Available seats/);
    expect(available).toHaveValue(24);
    await user.clear(available);
    await user.paste('25');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Available seats must not be more than the total seats'),
    ).toBeInTheDocument();
    expect(available).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Batch saved')).toBeInTheDocument();
    expect(updated).toMatchObject({ available_seats: 25, total_seats: 30, title_en: 'December batch' });
  });

  it('shows neither button without manage_institute_batch; platform staff get the course link', async () => {
    openAs('/platform-batches/11', ['view_platform_batches', 'view_platform_courses']);
    await screen.findByRole('heading', { level: 1, name: 'Batch: December batch' });
    expect(screen.queryByRole('button', { name: 'Edit batch' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Web development' })).toHaveAttribute(
      'href',
      '/platform-courses/7',
    );
  });
});
