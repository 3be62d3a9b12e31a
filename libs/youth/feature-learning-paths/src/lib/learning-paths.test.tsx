import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  type LearningPathCourse,
  learningPathEndpoints as E,
  type MyLearningPathDetail,
  type PathCourseState,
  type PublicLearningPath,
} from '@platform/contract';
import { asYouth, handlerFor, listHandlerFor, server, setupPlatformTests } from '@platform/testing';
import { learningPathsRoutes } from './learning-paths-routes';

const open = setupPlatformTests(learningPathsRoutes);

const head: PublicLearningPath = {
  id: 5,
  title: 'ওয়েব পথ',
  title_en: 'Web path',
  description: null,
  description_en: 'From HTML to a first site.',
  occupation_id: 11,
  occupation_title: 'সফটওয়্যার প্রকৌশলী',
  occupation_title_en: 'Software Engineer',
  institute_title: 'রাজশাহী',
  institute_title_en: 'Rajshahi Institute',
  course_count: 3,
};
const course = (course_id: number, title_en: string, serial: number, fee = 0): LearningPathCourse => ({
  course_id,
  title: title_en,
  title_en,
  fee,
  serial,
});
const courses = [course(21, 'HTML', 1), course(22, 'CSS', 2), course(23, 'JavaScript', 3, 500)];
const mine = (enrolled: boolean, states: PathCourseState[]): MyLearningPathDetail => ({
  ...head,
  enrolled,
  completed: states.filter((s) => s === 'completed').length,
  total: states.length,
  courses: courses.map((c, i) => ({ ...c, state: states[i] ?? 'not_enrolled' })),
});

describe('a learning path’s page', () => {
  it('shows a signed-in youth each course’s state and progress, and enrols in the path', async () => {
    let detail = mine(false, ['completed', 'enrolled', 'not_enrolled']);
    let enrolled = 0;
    server.use(
      handlerFor(E.myLearningPath, () => detail),
      handlerFor(E.enrolLearningPath, ({ params }) => {
        enrolled = Number(params.id);
        detail = { ...detail, enrolled: true };
        return detail;
      }),
    );
    const { userEvent } = open('/my-learning-path/5', asYouth());
    expect(await screen.findByRole('heading', { level: 1, name: 'Web path' })).toBeInTheDocument();
    expect(screen.getByText('Toward: Software Engineer')).toBeInTheDocument();
    const list = screen.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('link').textContent)).toEqual([
      'HTML',
      'CSS',
      'JavaScript',
    ]);
    expect(within(items[0] as HTMLElement).getByText('Completed')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Enrolled')).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).getByText('Not enrolled')).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).getByRole('link', { name: 'JavaScript' })).toHaveAttribute(
      'href',
      '/courses/23',
    );
    // the bar carries the same fact as its text
    expect(screen.getByRole('progressbar', { name: /1 of 3 courses completed/ })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Enrol in this path' }));
    expect(await screen.findByText('You are enrolled in the learning path')).toBeInTheDocument();
    expect(enrolled).toBe(5);
    expect(await screen.findByText(/You are enrolled in this path/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enrol in this path' })).not.toBeInTheDocument();
  });

  it('shows a visitor the courses without states and the way to sign in', async () => {
    server.use(handlerFor(E.publicLearningPath, () => ({ ...head, courses })));
    open('/learning-path/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Web path' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in to enrol in this path' })).toBeInTheDocument();
    expect(screen.queryByText('Not enrolled')).not.toBeInTheDocument();
    expect(screen.getByText('500 Tk')).toBeInTheDocument();
  });
});

describe('the learning paths', () => {
  it('finds published paths by the words in the address, counts them, and leads a youth to theirs', async () => {
    let asked = '';
    server.use(
      listHandlerFor(E.publicLearningPaths, ({ query }) => {
        asked = query.get('search') ?? '';
        return { data: [head] };
      }),
    );
    open('/learning-path?search=web', asYouth());
    expect(await screen.findByRole('link', { name: 'Web path' })).toHaveAttribute('href', '/learning-path/5');
    expect(asked).toBe('web');
    expect(screen.getByRole('searchbox', { name: 'Search learning paths' })).toHaveValue('web');
    expect(screen.getByText('1 learning path')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My learning paths' })).toHaveAttribute(
      'href',
      '/my-learning-path',
    );
    expect(screen.getByRole('link', { name: 'Suggested for you' })).toHaveAttribute(
      'href',
      '/suggested-learning-path',
    );
  });
});

describe('the youth’s paths and suggestions', () => {
  it('lists my paths with progress as a bar and in words', async () => {
    server.use(
      listHandlerFor(E.myLearningPaths, () => ({
        data: [{ ...head, completed: 0, total: 2, enrolled_at: '2026-11-26T10:00:00.000Z' }],
      })),
    );
    open('/my-learning-path', asYouth());
    expect(await screen.findByRole('link', { name: 'Web path' })).toHaveAttribute(
      'href',
      '/my-learning-path/5',
    );
    expect(screen.getByRole('progressbar', { name: /0 of 2 courses completed/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a learning path' })).toHaveAttribute(
      'href',
      '/learning-path',
    );
  });

  it('ranks suggested paths and courses, naming the skills they teach', async () => {
    server.use(
      listHandlerFor(E.suggestedLearningPaths, () => ({
        data: [{ ...head, matched: 2, skills: [{ id: 1, title: 'এইচটিএমএল', title_en: 'HTML' }] }],
      })),
      listHandlerFor(E.suggestedCourses, () => ({
        data: [
          {
            id: 23,
            title: 'জাভাস্ক্রিপ্ট',
            title_en: 'JavaScript',
            institute_title: 'রাজশাহী',
            institute_title_en: 'Rajshahi Institute',
            fee: 0,
            matched: 1,
            skills: [{ id: 2, title: 'জেএস', title_en: 'JS' }],
          },
        ],
      })),
    );
    open('/suggested-learning-path', asYouth());
    expect(await screen.findByRole('link', { name: 'Web path' })).toHaveAttribute(
      'href',
      '/suggested-learning-path/5',
    );
    expect(screen.getByText('Teaches 2 skills you lack')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'JavaScript' })).toHaveAttribute('href', '/courses/23');
    expect(screen.getByText('Teaches 1 skill you lack')).toBeInTheDocument();
  });
});
