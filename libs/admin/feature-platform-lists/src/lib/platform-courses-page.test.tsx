import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { type Course, endpoints, type PlatformCourse } from '@platform/contract';
import { handlerFor, listHandlerFor, server } from '@platform/testing';
import { institutes, resourceEndpoints } from '@platform/resources';
import { platformListTests, rowOf, STAMPS } from '../test/platform-lists';

function course(id: number, title: string, over: Partial<PlatformCourse> = {}): PlatformCourse {
  return {
    id,
    code: `C${String(id).padStart(6, '0')}`,
    title,
    title_en: title,
    course_type: 1,
    duration_hours: 40,
    fee: 0,
    row_status: 1,
    publication_status: 'published',
    start_date: null,
    end_date: null,
    cover_path: null,
    institute_id: 3,
    institute_title: 'ঢাকা প্রশিক্ষণ কেন্দ্র',
    institute_title_en: 'Dhaka Training Centre',
    published_at: '2026-11-01T06:00:00Z',
    deactivated_at: null,
    deactivation_reason: null,
    updated_at: '2026-11-01T06:00:00Z',
    ...over,
  };
}

let courses: PlatformCourse[];
let queries: URLSearchParams[];
let calls: string[];
let bodies: unknown[];

beforeEach(() => {
  courses = [
    course(7, 'Web development'),
    course(8, 'Plumbing basics', { deactivated_at: '2026-11-20T06:00:00Z' }),
    course(9, 'Graphic design', { publication_status: 'draft', published_at: null }),
  ];
  queries = [];
  calls = [];
  bodies = [];
  server.use(
    listHandlerFor(endpoints.platformCourses, ({ query }) => {
      queries.push(query);
      return { data: courses };
    }),
    handlerFor(endpoints.deactivateCourse, ({ params, body }) => {
      calls.push(`deactivate ${params.id}`);
      bodies.push(body);
      const found = courses.find((c) => String(c.id) === params.id) as PlatformCourse;
      found.deactivated_at = '2026-11-26T06:00:00Z';
      return found;
    }),
  );
});

const openAs = platformListTests(['view_platform_courses', 'deactivate_course']);

describe('/platform-courses', () => {
  it('lists every institute’s courses with their states; filters live in the address', async () => {
    server.use(
      handlerFor(resourceEndpoints(institutes).read, () => ({
        id: 3,
        row_status: 1,
        title: 'ঢাকা প্রশিক্ষণ কেন্দ্র',
        title_en: 'Dhaka Training Centre',
        ...STAMPS,
      })),
    );
    openAs('/platform-courses?institute_id=3&publication_status=published&deactivated=1&row_status=1');
    const web = await rowOf('Web development');
    expect(within(web).getByText('Dhaka Training Centre')).toBeInTheDocument();
    expect(within(web).getByText('Published')).toBeInTheDocument();
    expect(within(web).getByRole('link', { name: 'Web development' })).toHaveAttribute(
      'href',
      '/platform-courses/7',
    );
    const plumbing = await rowOf('Plumbing basics');
    expect(within(plumbing).getByText('Deactivated by the platform')).toBeInTheDocument();
    expect(within(plumbing).getByRole('button', { name: 'Restore “Plumbing basics”' })).toBeInTheDocument();
    expect(within(await rowOf('Graphic design')).queryByRole('button')).toBeNull();
    expect(Object.fromEntries(queries.at(-1) as URLSearchParams)).toMatchObject({
      institute_id: '3',
      publication_status: 'published',
      deactivated: '1',
      row_status: '1',
    });
  });

  it('deactivates a published course with a reason, its rules shown before the first error', async () => {
    const { userEvent: user } = openAs('/platform-courses');
    const web = await rowOf('Web development');
    await user.click(within(web).getByRole('button', { name: 'Deactivate “Web development”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate this course?' });
    expect(within(dialog).getByText(/The institute’s admins are told/)).toBeInTheDocument();
    expect(
      within(dialog).getByText('Required: 10 to 500 characters. The owner sees it and is told it.'),
    ).toBeInTheDocument();
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await user.click(reason);
    await user.paste('Too short');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(dialog).findByText(/at least 10 characters/i)).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.paste(' — the fee is wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(
      await screen.findByText('The course was deactivated: it no longer shows in the public catalogue.'),
    ).toBeInTheDocument();
    expect(calls).toEqual(['deactivate 7']);
    expect(bodies).toEqual([{ reason: 'Too short — the fee is wrong' }]);
    await waitFor(() =>
      expect(within(web).getByRole('button', { name: 'Restore “Web development”' })).toBeInTheDocument(),
    );
  });

  it('opens a course with its facts', async () => {
    server.use(
      handlerFor(
        endpoints.course,
        () => ({ ...course(7, 'Web development'), overview_en: 'HTML and CSS.' }) as unknown as Course,
      ),
    );
    openAs('/platform-courses/7', ['view_platform_courses', 'view_any_course', 'deactivate_course']);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Course: Web development' }),
    ).toBeInTheDocument();
    expect(screen.getByText('C000007')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deactivate “Web development”' })).toBeInTheDocument();
  });

  it('shows a deactivated course’s reason and who deactivated it', async () => {
    server.use(
      handlerFor(
        endpoints.course,
        () =>
          ({
            ...course(8, 'Plumbing basics', {
              deactivated_at: '2026-11-20T06:00:00Z',
              deactivation_reason: 'The fee differs from the institute’s notice.',
            }),
            deactivated_by_name: 'Platform Admin',
          }) as unknown as Course,
      ),
    );
    openAs('/platform-courses/8', ['view_platform_courses', 'view_any_course', 'deactivate_course']);
    expect(await screen.findByText('The fee differs from the institute’s notice.')).toBeInTheDocument();
    expect(screen.getByText('Reason for deactivation')).toBeInTheDocument();
    expect(screen.getByText('Platform Admin')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore “Plumbing basics”' })).toBeInTheDocument();
  });

  it('shows the Unauthorized page without view_platform_courses', async () => {
    openAs('/platform-courses', ['view_any_course']);
    expect(await screen.findByText(/you do not have permission to view this page/i)).toBeInTheDocument();
    expect(queries).toEqual([]);
  });
});
