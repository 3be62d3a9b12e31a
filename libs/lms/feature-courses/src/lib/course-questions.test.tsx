import { expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  courseDiscussionEndpoints as D,
  courseEndpoints as E,
  type DiscussionPostDetail,
  type DiscussionPostSummary,
} from '@platform/contract';
import { asProvider, handlerFor, listHandlerFor, server, setupPlatformTests } from '@platform/testing';
import { coursesRoutes } from './courses-routes';
import { makeCourse } from './test-data';

/* The course page's learners' questions over contract-typed MSW (ADR 0109): opened on demand, answered by the staff. */

const open = setupPlatformTests(coursesRoutes, asProvider());

const question: DiscussionPostSummary = {
  id: 31,
  title: 'Where is the exercise?',
  excerpt: 'I cannot find it.',
  skill: null,
  author: { id: 5, full_name: 'রহিম', full_name_en: 'Rahim' },
  status: 'approved',
  like_count: 0,
  comment_count: 0,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};
const detail: DiscussionPostDetail = {
  ...question,
  body: 'I cannot find it.',
  mine: false,
  liked: false,
  comments: [],
};

it('lists the learners’ questions when opened and answers one', async () => {
  let asked = false;
  let sent: unknown = null;
  server.use(
    handlerFor(E.course, () => makeCourse()),
    listHandlerFor(D.staffCourseQuestions, () => {
      asked = true;
      return { data: [question] };
    }),
    handlerFor(D.staffCourseQuestion, () => detail),
    handlerFor(D.staffAnswerCourseQuestion, ({ body }) => {
      sent = body;
      return {
        id: 90,
        body: 'In module one.',
        author: { id: 8, full_name: 'প্রশিক্ষক', full_name_en: 'Trainer' },
        mine: true,
        created_at: '2026-11-21T10:00:00.000Z',
      };
    }),
  );
  const { userEvent } = open('/courses/11/read', asProvider(['view_any_course']));
  const section = await screen.findByRole('region', { name: 'Learners’ questions' });
  expect(asked).toBe(false);
  await userEvent.click(within(section).getByRole('button', { name: 'Show the questions' }));
  const card = await within(section).findByRole('article', { name: 'Where is the exercise?' });
  await userEvent.click(within(card).getByRole('button', { name: '0 answers' }));
  expect(await within(card).findByText('No answers yet.')).toBeInTheDocument();
  const form = within(card).getByRole('form', { name: 'Your answer' });
  expect(within(form).getByText('Up to 2,000 characters of plain text.')).toBeInTheDocument();
  await userEvent.click(within(form).getByRole('textbox', { name: 'Your answer' }));
  await userEvent.paste('In module one.');
  await userEvent.click(within(form).getByRole('button', { name: 'Answer' }));
  expect((await screen.findAllByText('Your answer was added.')).at(-1)).toBeInTheDocument();
  expect(sent).toEqual({ body: 'In module one.' });
});

it('the staff like a learner’s question and see the count, in Bengali too (ADR 0115)', async () => {
  let liked = false;
  server.use(
    handlerFor(E.course, () => makeCourse()),
    listHandlerFor(D.staffCourseQuestions, () => ({ data: [{ ...question, like_count: 1 }] })),
    handlerFor(D.staffCourseQuestion, () => ({ ...detail, liked, like_count: liked ? 2 : 1 })),
    handlerFor(D.staffReactCourseQuestion, ({ params }) => {
      expect(params).toEqual({ id: '11', postId: '31' });
      liked = !liked;
      return { liked, like_count: liked ? 2 : 1 };
    }),
  );
  const { userEvent } = open('/courses/11/read', { ...asProvider(['view_any_course']), locale: 'bn-BD' });
  const section = await screen.findByRole('region', { name: 'শিক্ষার্থীদের প্রশ্ন' });
  await userEvent.click(within(section).getByRole('button', { name: /প্রশ্নগুলো দেখুন/ }));
  const card = await within(section).findByRole('article', { name: 'Where is the exercise?' });
  expect(within(card).getByText('১টি লাইক')).toBeInTheDocument();
  await userEvent.click(within(card).getByRole('button', { name: '০টি উত্তর' }));
  await userEvent.click(await within(card).findByRole('button', { name: 'লাইক · ১টি লাইক' }));
  expect(await within(card).findByRole('button', { name: 'লাইক · ২টি লাইক' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
