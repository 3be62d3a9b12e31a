import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  endpoints,
  type PlatformBatchDetail,
  type PlatformTrainer,
  type PlatformTrainerDetail,
} from '@platform/contract';
import { handlerFor, listHandlerFor, server } from '@platform/testing';
import { platformBatch, platformListTests, rowOf } from '../test/platform-lists';

/*
 * /platform-trainers and /platform-batches with their pages (ADR 0118) over contract-typed handlers: the rows, the
 * filters in the address, the pages' profile, courses, batches, seats and schedule, and the key.
 */

// view_platform_courses: a batch's course links to the platform's course page
const KEYS = ['view_platform_trainers', 'view_platform_batches', 'view_platform_courses'];
const openAs = platformListTests(KEYS);

const sabrina: PlatformTrainer = {
  id: 4,
  trainer_name: 'সাবরিনা চৌধুরী',
  trainer_name_en: 'Sabrina Chowdhury',
  subject: 'Web development',
  institute_id: 3,
  institute_title: 'রাজশাহী টিটিআই',
  institute_title_en: 'Rajshahi TTI',
  branch_id: 1,
  branch_title: 'সপুরা শাখা',
  branch_title_en: 'Sapura branch',
  training_center_id: 2,
  training_center_title: 'সপুরা কেন্দ্র',
  training_center_title_en: 'Sapura training centre',
  row_status: 1,
  course_count: 2,
};

const december = platformBatch();

let queries: URLSearchParams[];
beforeEach(() => {
  queries = [];
  server.use(
    listHandlerFor(endpoints.platformTrainers, ({ query }) => {
      queries.push(query);
      return {
        data: [
          sabrina,
          { ...sabrina, id: 5, trainer_name_en: 'Rakib', branch_title: null, row_status: 0 as const },
        ],
      };
    }),
    listHandlerFor(endpoints.platformBatches, ({ query }) => {
      queries.push(query);
      return { data: [december] };
    }),
  );
});

describe('/platform-trainers', () => {
  it('lists every institute’s trainers with institute, branch and centre; filters live in the address', async () => {
    const { userEvent: user } = openAs('/platform-trainers?row_status=1');
    const row = await rowOf('Sabrina Chowdhury');
    expect(within(row).getByText('Rajshahi TTI')).toBeInTheDocument();
    expect(within(row).getByText('Sapura branch / Sapura training centre')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Sabrina Chowdhury' })).toHaveAttribute(
      'href',
      '/platform-trainers/4',
    );
    expect(within(await rowOf('Rakib')).getByText('Sapura training centre')).toBeInTheDocument();
    expect(Object.fromEntries(queries.at(-1) as URLSearchParams)).toMatchObject({ row_status: '1' });
    await user.type(
      screen.getByRole('searchbox', { name: 'Search by name, mobile or e-mail' }),
      '0171{Enter}',
    );
    await screen.findByText('Sabrina Chowdhury');
    expect(Object.fromEntries(queries.at(-1) as URLSearchParams)).toMatchObject({
      search: '0171',
      row_status: '1',
    });
  });

  it('shows a trainer as learners see them, with the courses they teach and those batches', async () => {
    const detail: PlatformTrainerDetail = {
      ...sabrina,
      email: 'trainer@platform.local',
      mobile: '01711000006',
      skills: 'HTML, CSS',
      instructor: {
        id: 4,
        name: 'সাবরিনা চৌধুরী',
        name_en: 'Sabrina Chowdhury',
        photo: null,
        subject: 'Web development',
        about: 'Trains the web batches since 2019.',
      },
      courses: [
        {
          id: 7,
          code: 'C000007',
          title: 'ওয়েব',
          title_en: 'Web development',
          publication_status: 'published',
          deactivated: true,
        },
      ],
      batches: [
        {
          id: 11,
          code: 'BT000011',
          title: 'ডিসেম্বর ব্যাচ',
          title_en: 'December batch',
          course_id: 7,
          course_title: 'ওয়েব',
          course_title_en: 'Web development',
          batch_start_date: '2026-12-01',
          batch_end_date: '2027-01-31',
          phase: 'upcoming',
        },
      ],
    };
    server.use(handlerFor(endpoints.platformTrainer, () => detail));
    openAs('/platform-trainers/4');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trainer: Sabrina Chowdhury' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Trains the web batches since 2019.')).toBeInTheDocument();
    expect(screen.getByText('01711000006')).toBeInTheDocument();
    const courses = screen
      .getByRole('heading', { name: 'Courses they teach' })
      .closest('section') as HTMLElement;
    expect(within(courses).getByRole('link', { name: 'Web development' })).toHaveAttribute(
      'href',
      '/platform-courses/7',
    );
    expect(within(courses).getByText('Deactivated by the platform')).toBeInTheDocument();
    const batches = screen
      .getByRole('heading', { name: 'Batches of those courses' })
      .closest('section') as HTMLElement;
    expect(within(batches).getByRole('link', { name: 'December batch' })).toHaveAttribute(
      'href',
      '/platform-batches/11',
    );
    expect(within(batches).getByText('Upcoming')).toBeInTheDocument();
  });

  it('shows the Unauthorized page without view_platform_trainers', async () => {
    openAs('/platform-trainers', ['view_any_trainer']);
    expect(await screen.findByText(/you do not have permission to view this page/i)).toBeInTheDocument();
    expect(queries).toEqual([]);
  });
});

describe('/platform-batches', () => {
  it('lists every institute’s batches with course, seats taken and phase; the phase lives in the address', async () => {
    openAs('/platform-batches?phase=upcoming&institute_id=');
    const row = await rowOf('December batch');
    expect(within(row).getByText('Web development')).toBeInTheDocument();
    expect(within(row).getByText('6 of 30')).toBeInTheDocument();
    expect(within(row).getByText('Upcoming')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'December batch' })).toHaveAttribute(
      'href',
      '/platform-batches/11',
    );
    expect(Object.fromEntries(queries.at(-1) as URLSearchParams)).toMatchObject({ phase: 'upcoming' });
  });

  it('shows a batch’s seats, enrolments and its course’s class schedule', async () => {
    const detail: PlatformBatchDetail = {
      ...december,
      enrolled: 5,
      payment_pending: 1,
      schedule: {
        tentative_start_date: '2027-01-03',
        tentative_end_date: '2027-02-28',
        weekdays: [0, 2],
        start_time: '18:00',
        class_minutes: 90,
        number_of_classes: 16,
        status: 'sent_for_approval',
      },
    };
    server.use(handlerFor(endpoints.platformBatch, () => detail));
    openAs('/platform-batches/11');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Batch: December batch' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Web development' })).toHaveAttribute(
      'href',
      '/platform-courses/7',
    );
    expect(screen.getByText('Waiting for a payment').nextElementSibling).toHaveTextContent('1');
    expect(screen.getByText('Enrolled').nextElementSibling).toHaveTextContent('5');
    expect(screen.getByText(/16 classes of 90 minutes/)).toBeInTheDocument();
    expect(screen.getByText('Sent for approval')).toBeInTheDocument();
  });
});
