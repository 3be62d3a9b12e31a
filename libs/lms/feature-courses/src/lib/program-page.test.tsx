import { expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  courseEndpoints as E,
  courseProgramEndpoints as G,
  type ProgramCourse,
  type ProgramCourseBody,
  type ProgramSerialBody,
} from '@platform/contract';
import { asProvider, handlerFor, listHandlerFor, server, setupPlatformTests } from '@platform/testing';
import { coursesRoutes } from './courses-routes';
import { makeCourse } from './test-data';

const open = setupPlatformTests(coursesRoutes, asProvider());

const item = (course_id: number, title_en: string, serial: number): ProgramCourse => ({
  course_id,
  code: `C${String(course_id).padStart(6, '0')}`,
  title: title_en,
  title_en,
  course_type: 1,
  serial,
});

it('lists the program’s courses, moves one up, adds one and takes one out', async () => {
  let rows = [item(21, 'HTML', 1), item(22, 'CSS', 2)];
  let serial: ProgramSerialBody | null = null;
  let added: ProgramCourseBody | null = null;
  let removed = 0;
  server.use(
    handlerFor(G.programCourses, () => rows),
    handlerFor(G.programSerial, ({ body }) => {
      serial = body as ProgramSerialBody;
      rows = serial.course_ids.map((id, i) => item(id, id === 21 ? 'HTML' : 'CSS', i + 1));
      return rows;
    }),
    listHandlerFor(E.courses, () => ({
      data: [makeCourse({ id: 23, title: 'JS', title_en: 'JavaScript' })],
    })),
    handlerFor(E.course, () => makeCourse({ id: 23, title_en: 'JavaScript' })),
    handlerFor(G.addProgramCourse, ({ body }) => {
      added = body as ProgramCourseBody;
      rows = [...rows, item(23, 'JavaScript', 3)];
      return rows;
    }),
    handlerFor(G.removeProgramCourse, ({ params }) => {
      removed = Number(params.courseId);
      rows = rows.filter((r) => r.course_id !== removed).map((r, i) => ({ ...r, serial: i + 1 }));
      return rows;
    }),
  );
  const { userEvent } = open('/courses/20/program');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Courses of the program' }),
  ).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Move HTML up' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Move CSS up' }));
  expect(await screen.findByText('Program courses saved')).toBeInTheDocument();
  expect(serial).toEqual({ course_ids: [22, 21] });
  expect(await screen.findByRole('button', { name: 'Move CSS down' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Move HTML down' })).toBeDisabled();

  await userEvent.click(screen.getByRole('button', { name: 'Add a course' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a course' });
  expect(within(dialog).getByText(/A program holds no other program/)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('combobox', { name: /Course/ }));
  await userEvent.click(await screen.findByRole('option', { name: /JavaScript/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await screen.findByRole('button', { name: 'Take JavaScript out of the program' });
  expect(added).toEqual({ course_id: 23 });

  await userEvent.click(screen.getByRole('button', { name: 'Take HTML out of the program' }));
  expect(await screen.findByText('Course taken out of the program')).toBeInTheDocument();
  expect(removed).toBe(21);
});

it('shows a reader the list without changes', async () => {
  server.use(handlerFor(G.programCourses, () => [item(21, 'HTML', 1)]));
  open('/courses/20/program', asProvider(['view_any_course']));
  expect(await screen.findByText('HTML')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add a course' })).toBeNull();
  expect(screen.queryByRole('button', { name: /Move HTML/ })).toBeNull();
});
