import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  courseDiscussionEndpoints as D,
  courseLearningEndpoints as E,
  type CourseQuestionBody,
  type DiscussionPostDetail,
  type DiscussionPostSummary,
} from '@platform/contract';
import { errorResponse, handlerFor, listHandlerFor, server } from '@platform/testing';
import { learnerTests, playerMenu } from '../test/fixtures';

/* The player's discussion tab over contract-typed MSW (ADR 0109): ask, read the answers, answer, report; not enrolled. */

const open = learnerTests();

const menu = playerMenu();
const author = { id: 5, full_name: 'রহিম', full_name_en: 'Rahim' };
const question = (over: Partial<DiscussionPostSummary> = {}): DiscussionPostSummary => ({
  id: 31,
  title: 'Where is the exercise?',
  excerpt: 'I cannot find it.',
  skill: null,
  author,
  status: 'approved',
  like_count: 0,
  comment_count: 1,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...over,
});
const detail = (over: Partial<DiscussionPostDetail> = {}): DiscussionPostDetail => ({
  ...question(),
  body: 'I cannot find it.',
  mine: false,
  liked: false,
  comments: [
    {
      id: 90,
      body: 'In module one.',
      author: { id: 8, full_name: 'প্রশিক্ষক', full_name_en: 'Trainer' },
      mine: false,
      created_at: '2026-11-21T10:00:00.000Z',
      replies: [],
    },
  ],
  ...over,
});

describe('/courses/{id}/layout/discussion', () => {
  it('asks a question with its rules shown first, reads the answers, answers and reports', async () => {
    const questions = [question()];
    const sent: { asked?: CourseQuestionBody; answer?: unknown; report?: unknown } = {};
    server.use(
      handlerFor(E.playerMenu, () => menu),
      listHandlerFor(D.courseQuestions, () => ({ data: questions })),
      handlerFor(D.askCourseQuestion, ({ body }) => {
        sent.asked = body as CourseQuestionBody;
        const asked = question({
          id: 32,
          title: sent.asked.title,
          excerpt: sent.asked.body,
          comment_count: 0,
        });
        questions.unshift(asked);
        return { ...asked, body: sent.asked.body, mine: true, liked: false, comments: [] };
      }),
      handlerFor(D.courseQuestion, () => detail()),
      handlerFor(D.answerCourseQuestion, ({ body }) => {
        sent.answer = body;
        return { id: 91, body: 'Thanks', author, mine: true, created_at: '2026-11-22T10:00:00.000Z' };
      }),
      handlerFor(D.reportCourseQuestion, ({ body }) => {
        sent.report = body;
        return null;
      }),
    );
    const { userEvent } = open('/courses/7/layout/discussion');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Questions and answers' }),
    ).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Parts of the course player' });
    expect(within(tabs).getByRole('link', { name: 'Discussion' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Lessons' })).toHaveAttribute(
      'href',
      '/courses/7/course-layout',
    );
    expect(screen.getByText(/A title \(up to 200 characters\) and your question/)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Where is the exercise?' }),
    ).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Ask a question' });
    await userEvent.click(within(form).getByRole('button', { name: 'Post the question' }));
    expect(sent.asked).toBeUndefined();
    await userEvent.click(within(form).getByRole('textbox', { name: 'Title' }));
    await userEvent.paste('Saving files');
    await userEvent.click(within(form).getByRole('textbox', { name: 'Your question' }));
    await userEvent.paste('How do I save?');
    await userEvent.click(within(form).getByRole('button', { name: 'Post the question' }));
    expect((await screen.findAllByText('Your question was posted.')).at(-1)).toBeInTheDocument();
    expect(sent.asked).toEqual({ title: 'Saving files', body: 'How do I save?' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Saving files' })).toBeInTheDocument();

    const card = screen.getByRole('article', { name: 'Where is the exercise?' });
    const toggle = within(card).getByRole('button', { name: '1 answer' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(await screen.findByText('In module one.')).toBeInTheDocument();
    const answer = screen.getByRole('form', { name: 'Your answer' });
    await userEvent.click(within(answer).getByRole('textbox', { name: 'Your answer' }));
    await userEvent.paste('Thanks');
    await userEvent.click(within(answer).getByRole('button', { name: 'Answer' }));
    expect((await screen.findAllByText('Your answer was added.')).at(-1)).toBeInTheDocument();
    expect(sent.answer).toEqual({ body: 'Thanks' });

    await userEvent.click(screen.getByRole('button', { name: 'Report abuse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report abuse' });
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Why is this abusive?' }));
    await userEvent.paste('Spam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(
      (await screen.findAllByText('Thank you. A moderator will look at it.')).at(-1),
    ).toBeInTheDocument();
    expect(sent.report).toEqual({ reason: 'Spam' });
  });

  it('tells a youth the gateway refuses (not enrolled) why, and shows an empty course', async () => {
    server.use(
      handlerFor(E.playerMenu, () => menu),
      listHandlerFor(D.courseQuestions, () => errorResponse(403, 'course_discussion.errors.not_enrolled')),
    );
    open('/courses/7/layout/discussion');
    expect(
      await screen.findByText('Only learners enrolled in this course can read and ask its questions.'),
    ).toBeInTheDocument();
  });

  it('shows an empty course’s invitation to ask', async () => {
    server.use(
      handlerFor(E.playerMenu, () => menu),
      listHandlerFor(D.courseQuestions, () => ({ data: [] })),
    );
    open('/courses/7/layout/discussion');
    expect(await screen.findByText('No questions yet. Ask the first one.')).toBeInTheDocument();
  });

  it('likes a question and takes the like back: one toggle with its count (ADR 0115)', async () => {
    const state = { liked: false, count: 2, presses: 0 };
    server.use(
      handlerFor(E.playerMenu, () => menu),
      listHandlerFor(D.courseQuestions, () => ({ data: [question({ like_count: state.count })] })),
      handlerFor(D.courseQuestion, () => detail({ liked: state.liked, like_count: state.count })),
      handlerFor(D.reactCourseQuestion, ({ params }) => {
        expect(params).toEqual({ id: '7', postId: '31' });
        state.presses += 1;
        state.liked = !state.liked;
        state.count += state.liked ? 1 : -1;
        return { liked: state.liked, like_count: state.count };
      }),
    );
    const { userEvent } = open('/courses/7/layout/discussion');
    const card = await screen.findByRole('article', { name: 'Where is the exercise?' });
    expect(within(card).getByText('2 likes')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: '1 answer' }));
    const like = await within(card).findByRole('button', { name: 'Like · 2 likes' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    const liked = await within(card).findByRole('button', { name: 'Like · 3 likes' });
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(liked);
    expect(await within(card).findByRole('button', { name: 'Like · 2 likes' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(state.presses).toBe(2);
  });
});
