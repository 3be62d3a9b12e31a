import { expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { courseEndpoints as E } from '@platform/contract';
import { asProvider, listHandlerFor, server, setupPlatformTests } from '@platform/testing';
import { coursesRoutes } from './courses-routes';
import { makeCourse } from './test-data';

const open = setupPlatformTests(coursesRoutes, asProvider());

it('lists the institute’s courses and keeps search and filters in the address and the query', async () => {
  const queries: URLSearchParams[] = [];
  server.use(
    listHandlerFor(E.courses, ({ query }) => {
      queries.push(query);
      return {
        data: [
          makeCourse(),
          makeCourse({
            id: 12,
            code: 'C000012',
            title_en: 'Graphic design',
            course_type: 2,
            fee: 1500,
            publication_status: 'archived',
            row_status: 0,
          }),
        ],
      };
    }),
  );
  const { userEvent, router } = open('/courses');
  expect(await screen.findByRole('heading', { level: 1, name: 'Courses' })).toBeInTheDocument();
  const table = await screen.findByRole('table');
  const web = within(table).getByRole('row', { name: /C000011/ });
  expect(within(web).getByText('Web development')).toBeInTheDocument();
  expect(within(web).getByText('Free')).toBeInTheDocument();
  expect(within(web).getByText('40 hours')).toBeInTheDocument();
  expect(within(web).getByRole('link', { name: 'Edit Web development' })).toHaveAttribute(
    'href',
    '/courses/11/edit',
  );
  const design = within(table).getByRole('row', { name: /C000012/ });
  expect(within(design).getByText('Archived')).toBeInTheDocument();
  expect(within(design).getByText('Inactive')).toBeInTheDocument();
  expect(within(design).getByText('Live')).toBeInTheDocument();
  // an archived course is read, not edited
  expect(within(design).queryByRole('link', { name: 'Edit Graphic design' })).toBeNull();
  expect(within(design).getByRole('link', { name: 'Open Graphic design' })).toHaveAttribute(
    'href',
    '/courses/12/read',
  );
  expect(screen.getByRole('link', { name: 'Create course' })).toHaveAttribute('href', '/courses/create');

  await userEvent.selectOptions(screen.getByLabelText('Publication'), 'published');
  await userEvent.selectOptions(screen.getByLabelText('Course type'), '2');
  await userEvent.type(screen.getByLabelText('Search by title or code'), 'design');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() =>
    expect(router.state.location.search).toBe('?search=design&course_type=2&publication_status=published'),
  );
  await waitFor(() =>
    expect(Object.fromEntries(queries.at(-1) ?? [])).toMatchObject({
      search: 'design',
      course_type: '2',
      publication_status: 'published',
    }),
  );
});

it('offers a trainer (read key only) no create or edit', async () => {
  server.use(listHandlerFor(E.courses, () => ({ data: [makeCourse()] })));
  open('/courses', asProvider(['view_any_course']));
  expect(await screen.findByRole('link', { name: 'Open Web development' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Edit Web development' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Create course' })).toBeNull();
});
